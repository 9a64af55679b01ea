import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { ContentPage, type ContentPageState } from "./ContentPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ContentPageState>({
  mfe: "mfe-cms",
  fragment: "contentPage",
  Component: ContentPage,
  loadCatalog,
});
