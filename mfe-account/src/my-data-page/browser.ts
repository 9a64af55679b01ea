import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { MyDataPage, type MyDataPageState } from "./MyDataPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<MyDataPageState>({
  mfe: "mfe-account",
  fragment: "myDataPage",
  Component: MyDataPage,
  loadCatalog: loadPagesCatalog,
});
