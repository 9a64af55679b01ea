import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import {
  BasketRecommendations,
  type BasketRecommendationsState,
} from "./BasketRecommendations.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<BasketRecommendationsState>({
  mfe: "mfe-catalog",
  fragment: "basketRecommendations",
  Component: BasketRecommendations,
  loadCatalog,
});
