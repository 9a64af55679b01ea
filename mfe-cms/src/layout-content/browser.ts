import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { LayoutContent, type LayoutContentState } from "./LayoutContent.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<LayoutContentState>({
  mfe: "mfe-cms",
  fragment: "layoutContent",
  Component: LayoutContent,
  loadCatalog,
});
