import type { SearchParams } from "./search-params.ts";
import type { SearchResult } from "./search.ts";
import type {
  Language,
  NavigationNode,
  ProductPageResponse,
  ProductTeaser,
  RecommendationSlotsResponse,
  ShopContext,
} from "@shop/shared";

/**
 * Where the catalogue's data comes from: the shop's database (SqlCatalogue); a search server or a
 * commerce platform's API can stand behind the same interface.
 */
export interface CatalogueSource {
  /** The brand's best-selling buyable products, at most `size`. */
  bestsellers(shop: ShopContext, size: number): Promise<ProductTeaser[]>;
  /** The locale's recommendation slots (catalogue spec point 3) with their fallback lists. */
  recommendationSlots(shop: ShopContext): Promise<RecommendationSlotsResponse["slots"]>;
  /** Products by reference key, in the order asked; unknown keys are left out. */
  productsByReferenceKeys(
    shop: ShopContext,
    referenceKeys: readonly string[],
  ): Promise<ProductTeaser[]>;
  /** A product by its reference key with variants and buyable siblings, and its page path per language. */
  product(shop: ShopContext, referenceKey: string): Promise<ProductPageResponse | undefined>;
  /** Listing and search with filters, facets, sort and pages. */
  search(shop: ShopContext, params: SearchParams): Promise<SearchResult>;
  /** The brand's top-level category navigation in the shop's language. */
  navigation(shop: ShopContext): Promise<NavigationNode[]>;
  /** A category page's path in each language that names the category; empty for no category. */
  categoryPaths(shop: ShopContext, path: string): Promise<Partial<Record<Language, string>>>;
}
