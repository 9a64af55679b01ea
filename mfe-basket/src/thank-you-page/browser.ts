import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { ThankYouPage, type ThankYouPageState } from "./ThankYouPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ThankYouPageState>({
  mfe: "mfe-basket",
  fragment: "thankYouPage",
  Component: ThankYouPage,
  loadCatalog: loadPagesCatalog,
});
