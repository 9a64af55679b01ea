import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { AccountLink, type AccountLinkState } from "./AccountLink.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<AccountLinkState>({
  mfe: "mfe-account",
  fragment: "accountLink",
  Component: AccountLink,
  loadCatalog,
});
