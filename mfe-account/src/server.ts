import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import { loadCatalog } from "./catalog.ts";
import { AccountLink, type AccountLinkState } from "./account-link/AccountLink.tsx";

/** The account team's fragment renderer, called by the edge. */
export default defineFragmentRenderer({
  mfe: "mfe-account",
  loadCatalog,
  fragments: {
    // Personal: rendered per request. Sessions arrive with the identity issue; until then every
    // visitor is anonymous.
    accountLink: serverFragment<AccountLinkState>({
      personal: true,
      Component: AccountLink,
      load: (request) =>
        Promise.resolve({
          state: {
            signedIn: false,
            accountDeleted: request.visitor?.notices.includes("accountDeleted") ?? false,
          },
        }),
    }),
  },
});
