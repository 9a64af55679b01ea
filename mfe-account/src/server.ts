import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { AccountClient } from "./api/client.ts";
import { loadAllCatalogs } from "./pages-catalog.ts";
import { AccountHome } from "./account-home/AccountHome.tsx";
import { loadAccountHome } from "./account-home/load.ts";
import { AccountLink } from "./account-link/AccountLink.tsx";
import { loadAccountLink } from "./account-link/load.ts";
import { LoginPage } from "./login-page/LoginPage.tsx";
import { loadLoginPage } from "./login-page/load.ts";
import { AddressBookPage } from "./address-book-page/AddressBookPage.tsx";
import { loadAddressBookPage } from "./address-book-page/load.ts";
import { DeleteAccountPage } from "./delete-account-page/DeleteAccountPage.tsx";
import { loadDeleteAccountPage } from "./delete-account-page/load.ts";
import { MyDataPage } from "./my-data-page/MyDataPage.tsx";
import { loadMyDataPage } from "./my-data-page/load.ts";
import { ContactPage } from "./contact-page/ContactPage.tsx";
import { loadContactPage } from "./contact-page/load.ts";
import { BalancePage } from "./balance-page/BalancePage.tsx";
import { loadBalancePage } from "./balance-page/load.ts";
import { ChangePasswordPage } from "./change-password-page/ChangePasswordPage.tsx";
import { loadChangePasswordPage } from "./change-password-page/load.ts";
import { PersonalDataPage } from "./personal-data-page/PersonalDataPage.tsx";
import { loadPersonalDataPage } from "./personal-data-page/load.ts";
import { NewPasswordPage } from "./new-password-page/NewPasswordPage.tsx";
import { loadNewPasswordPage } from "./new-password-page/load.ts";

/**
 * The account team's fragment renderer, called by the edge. Every fragment is personal: it
 * shows who is signed in, or carries a return path or a reset token, so none is ever cached.
 */
export default defineFragmentRenderer<"mfe-account", AccountClient>({
  mfe: "mfe-account",
  loadCatalog: loadAllCatalogs,
  fragments: {
    accountLink: serverFragment({
      personal: true,
      hydration: "interaction",
      Component: AccountLink,
      load: loadAccountLink,
    }),
    loginPage: serverFragment({ personal: true, Component: LoginPage, load: loadLoginPage }),
    accountHome: serverFragment({ personal: true, Component: AccountHome, load: loadAccountHome }),
    newPasswordPage: serverFragment({
      personal: true,
      Component: NewPasswordPage,
      load: loadNewPasswordPage,
    }),
    personalDataPage: serverFragment({
      personal: true,
      Component: PersonalDataPage,
      load: loadPersonalDataPage,
    }),
    changePasswordPage: serverFragment({
      personal: true,
      Component: ChangePasswordPage,
      load: loadChangePasswordPage,
    }),
    addressBookPage: serverFragment({
      personal: true,
      Component: AddressBookPage,
      load: loadAddressBookPage,
    }),
    deleteAccountPage: serverFragment({
      personal: true,
      Component: DeleteAccountPage,
      load: loadDeleteAccountPage,
    }),
    myDataPage: serverFragment({ personal: true, Component: MyDataPage, load: loadMyDataPage }),
    accountContactPage: serverFragment({
      personal: true,
      Component: ContactPage,
      load: loadContactPage,
    }),
    balancePage: serverFragment({ personal: true, Component: BalancePage, load: loadBalancePage }),
  },
});
