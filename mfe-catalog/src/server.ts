import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import { loadCatalog } from "./catalog.ts";
import { RecommendationSlider } from "./recommendation-slider/RecommendationSlider.tsx";
import { loadRecommendationSlider } from "./recommendation-slider/load.ts";
import { ProductDetail } from "./product-detail/ProductDetail.tsx";
import { loadProductDetail } from "./product-detail/load.ts";

/** The catalogue team's fragment renderer, called by the edge. */
export default defineFragmentRenderer({
  mfe: "mfe-catalog",
  loadCatalog,
  fragments: {
    recommendationSlider: serverFragment({
      personal: false,
      Component: RecommendationSlider,
      load: loadRecommendationSlider,
    }),
    productDetail: serverFragment({
      personal: false,
      Component: ProductDetail,
      load: loadProductDetail,
    }),
  },
});
