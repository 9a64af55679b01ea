import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import {
  DocumentationNavigation,
  type DocumentationNavigationState,
} from "./DocumentationNavigation.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<DocumentationNavigationState>({
  mfe: "mfe-cms",
  fragment: "documentationNavigation",
  Component: DocumentationNavigation,
  loadCatalog,
});
