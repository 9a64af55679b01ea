import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { LoginPage, type LoginPageState } from "./LoginPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<LoginPageState>({
  mfe: "mfe-account",
  fragment: "loginPage",
  Component: LoginPage,
  loadCatalog: loadPagesCatalog,
});
