import type { SearchParams } from "./search-params.ts";
import type { SearchResult } from "./search.ts";
import type { NavigationNode, ProductPageResponse, ProductTeaser, ShopContext } from "@shop/shared";

/**
 * Where the catalogue's data comes from. The embedded demo catalogue answers now; the database
 * catalogue of the commerce data work replaces it behind this interface.
 */
export interface CatalogueSource {
  /** The products of a recommendation slot (catalogue spec point 3), at most `size`. */
  recommendations(shop: ShopContext, slot: string, size: number): Promise<ProductTeaser[]>;
  /** Products by reference key, in the order asked; unknown keys are left out. */
  productsByReferenceKeys(
    shop: ShopContext,
    referenceKeys: readonly string[],
  ): Promise<ProductTeaser[]>;
  /** A product by its reference key, with its page path in every language; undefined if unknown. */
  product(shop: ShopContext, referenceKey: string): Promise<ProductPageResponse | undefined>;
  /** Listing and search with filters, facets, sort and pages. */
  search(shop: ShopContext, params: SearchParams): Promise<SearchResult>;
  /** The brand's top-level category navigation in the shop's language. */
  navigation(shop: ShopContext): Promise<NavigationNode[]>;
}
