import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { ChangePasswordPage, type ChangePasswordPageState } from "./ChangePasswordPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ChangePasswordPageState>({
  mfe: "mfe-account",
  fragment: "changePasswordPage",
  Component: ChangePasswordPage,
  loadCatalog: loadPagesCatalog,
});
