import type { ShopContext } from "../shops/shops.ts";

/**
 * What the catalogue tells other teams about the product or category a page shows: the facts a
 * campaign's catalogue triggers ask (catalogue spec point 4: marke, subbrand, breadcrumb, sale).
 */
export interface CataloguePageFacts {
  /** The product's brand (`marke`); none on a category page. */
  readonly brand?: string;
  readonly subbrand?: string;
  /** The category names of the page's breadcrumb, the top category first. */
  readonly breadcrumb: readonly string[];
  /** The product has a variant on sale. */
  readonly sale: boolean;
}

/**
 * The catalogue's calls the content team's campaigns need (decision 0043), implemented by the
 * catalogue's API and wired by the edge: in-process, like `CatalogueLines` for the basket.
 */
export interface CatalogueFacts {
  /** A product's facts by its reference key in the shop's brand; undefined when it has none. */
  productFacts(shop: ShopContext, referenceKey: string): Promise<CataloguePageFacts | undefined>;
  /** A category page's facts by its path (`/de/kueche/toepfe/`); undefined for another path. */
  categoryFacts(shop: ShopContext, path: string): Promise<CataloguePageFacts | undefined>;
}
