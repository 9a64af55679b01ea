import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { ErrorPage, type ErrorPageState } from "./ErrorPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ErrorPageState>({
  mfe: "mfe-cms",
  fragment: "errorPage",
  Component: ErrorPage,
  loadCatalog,
});
