import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { NewPasswordPage, type NewPasswordPageState } from "./NewPasswordPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<NewPasswordPageState>({
  mfe: "mfe-account",
  fragment: "newPasswordPage",
  Component: NewPasswordPage,
  loadCatalog: loadPagesCatalog,
});
