import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { RecommendationSlider, type RecommendationSliderState } from "./RecommendationSlider.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<RecommendationSliderState>({
  mfe: "mfe-catalog",
  fragment: "recommendationSlider",
  Component: RecommendationSlider,
  loadCatalog,
});
