import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { CatalogClient } from "./api/client.ts";
import { loadCatalog } from "./catalog.ts";
import { RecommendationSlider } from "./recommendation-slider/RecommendationSlider.tsx";
import { loadRecommendationSlider } from "./recommendation-slider/load.ts";
import { ProductDetail } from "./product-detail/ProductDetail.tsx";
import { loadProductDetail } from "./product-detail/load.ts";
import { SearchPage } from "./search/SearchPage.tsx";
import { loadSearchPage } from "./search/load.ts";
import { CategoryListing } from "./listing/CategoryListing.tsx";
import { loadCategoryListing } from "./listing/load.ts";
import { listingQueryKeys } from "./listing/listing-query.ts";
import { CategoryNavigation } from "./navigation/CategoryNavigation.tsx";
import { loadCategoryNavigation } from "./navigation/load.ts";
import { ProductList } from "./product-list/ProductList.tsx";
import { loadProductList, productListQueryKeys } from "./product-list/load.ts";
import { BasketRecommendations } from "./basket-recommendations/BasketRecommendations.tsx";
import {
  basketRecommendationsQueryKeys,
  loadBasketRecommendations,
} from "./basket-recommendations/load.ts";

/**
 * The catalogue team's fragment renderer, called by the edge with the catalogue's in-process
 * client (`catalogApi(...).client`) as each request's `api`. Every fragment is cached: each
 * declares the query parameters its loader reads, and the navigation and the bestseller slider,
 * which show the same on every page, say so (decision 0025).
 */
export default defineFragmentRenderer<"mfe-catalog", CatalogClient>({
  mfe: "mfe-catalog",
  loadCatalog,
  fragments: {
    recommendationSlider: serverFragment({
      personal: false,
      cache: { perPage: false },
      Component: RecommendationSlider,
      load: loadRecommendationSlider,
    }),
    productDetail: serverFragment({
      personal: false,
      cache: { query: ["variant", "action"] },
      Component: ProductDetail,
      load: loadProductDetail,
    }),
    searchPage: serverFragment({
      personal: false,
      cache: { query: listingQueryKeys },
      Component: SearchPage,
      load: loadSearchPage,
    }),
    categoryListing: serverFragment({
      personal: false,
      // A category page is its own category: a `category` in the query does not apply.
      cache: { query: listingQueryKeys.filter((key) => key !== "category") },
      Component: CategoryListing,
      load: loadCategoryListing,
    }),
    categoryNavigation: serverFragment({
      personal: false,
      cache: { perPage: false },
      Component: CategoryNavigation,
      load: loadCategoryNavigation,
    }),
    // A content page's product list (decision 0055): the same on every page for the same query.
    productList: serverFragment({
      personal: false,
      cache: { perPage: false, query: productListQueryKeys },
      Component: ProductList,
      load: loadProductList,
    }),
    // The basket page's recommendations (decision 0056): per product, the same on every page.
    basketRecommendations: serverFragment({
      personal: false,
      cache: { perPage: false, query: basketRecommendationsQueryKeys },
      Component: BasketRecommendations,
      load: loadBasketRecommendations,
    }),
  },
});
