import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { Footer, type FooterState } from "./Footer.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<FooterState>({
  mfe: "mfe-cms",
  fragment: "footer",
  Component: Footer,
  loadCatalog,
});
