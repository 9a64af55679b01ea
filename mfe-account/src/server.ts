import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { AccountClient } from "./api/client.ts";
import { loadAllCatalogs } from "./pages-catalog.ts";
import { AccountHome } from "./account-home/AccountHome.tsx";
import { loadAccountHome } from "./account-home/load.ts";
import { AccountLink } from "./account-link/AccountLink.tsx";
import { loadAccountLink } from "./account-link/load.ts";
import { LoginPage } from "./login-page/LoginPage.tsx";
import { loadLoginPage } from "./login-page/load.ts";
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
    accountLink: serverFragment({ personal: true, Component: AccountLink, load: loadAccountLink }),
    loginPage: serverFragment({ personal: true, Component: LoginPage, load: loadLoginPage }),
    accountHome: serverFragment({ personal: true, Component: AccountHome, load: loadAccountHome }),
    newPasswordPage: serverFragment({
      personal: true,
      Component: NewPasswordPage,
      load: loadNewPasswordPage,
    }),
  },
});
