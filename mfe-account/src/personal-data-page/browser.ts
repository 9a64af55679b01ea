import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { PersonalDataPage, type PersonalDataPageState } from "./PersonalDataPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<PersonalDataPageState>({
  mfe: "mfe-account",
  fragment: "personalDataPage",
  Component: PersonalDataPage,
  loadCatalog: loadPagesCatalog,
});
