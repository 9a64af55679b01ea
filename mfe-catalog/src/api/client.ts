// The catalogue's typed in-process client (decision 0022): what its fragment loaders read, bound
// to one request's shop. Types only, so the loaders (bundled into the renderer) import nothing
// of the server side but these.
import type {
  Language,
  NavigationNode,
  ProductPageResponse,
  ProductTeaser,
  RecommendationFilter,
  RecommendationSlot,
  RecommendationSlotsResponse,
  SearchResponse,
} from "@shop/shared";

/**
 * A listing or search as `GET /api/shop/search/` takes it (`q`, `category`, `brand`, `colour`,
 * `size`, `priceFrom`, `priceTo` in cents, `sale`, `new`, `sort`, `page`, `perPage`); `locale`
 * is allowed and ignored (the client is bound to its shop).
 */
export type SearchQuery = Readonly<Record<string, string>>;

/** What a slot's recommendations are for, beyond the slot (catalogue spec point 7). */
export interface SlotRecommendationRequest {
  /** The product the recommendations are for (product page, add-to-cart layer, basket line). */
  readonly itemId?: string;
  /** The visitor's anonymous tracking id, for the last-seen slots. */
  readonly trackingId?: string;
  readonly filters?: readonly RecommendationFilter[];
}

/** The catalogue's calls for one request's shop, answered in-process: no HTTP, no JSON. */
export interface CatalogClient {
  /**
   * A product by its reference key with variants and buyable siblings, priced for the shop, and
   * its page path per language (catalogue spec point 3); undefined when the brand has none.
   */
  product(referenceKey: string): Promise<ProductPageResponse | undefined>;
  /**
   * Listing and search with filters, facets, sort and pages (decision 0013). A malformed query
   * throws (an HTTPException 400, as the search API answers it).
   */
  search(query: SearchQuery): Promise<SearchResponse>;
  /** The brand's category tree in the shop's language. */
  navigation(): Promise<readonly NavigationNode[]>;
  /**
   * A category page's path (`/de/kueche/tischdecken/`) in each language that names the
   * category: the page's alternates. Empty when the path is no category.
   */
  categoryPaths(path: string): Promise<Partial<Record<Language, string>>>;
  /** The locale's recommendation slots, the service to ask and the project (catalogue spec point 3). */
  recommendationSlots(): Promise<RecommendationSlotsResponse>;
  /** Product teasers by reference key, in the order asked; unknown keys are left out. */
  recommendations(referenceKeys: readonly string[]): Promise<readonly ProductTeaser[]>;
  /**
   * The products of one of the locale's recommendation slots (catalogue spec point 7): the
   * service's ids (the embedded one in-process, an external one over https), else the slot's
   * fallback list. A slot the locale does not configure, or any failure, gives an empty list,
   * never an error.
   */
  slotRecommendations(
    slot: RecommendationSlot,
    options?: SlotRecommendationRequest,
  ): Promise<readonly ProductTeaser[]>;
}
