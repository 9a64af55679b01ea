import type { ProductTeaser } from "./products.ts";

/** The sorts of `GET /api/shop/search/` (catalogue spec point 9: default Relevancy:desc). */
export const searchSorts = ["Relevancy:desc", "price:asc", "price:desc", "newest:desc"] as const;
export type SearchSort = (typeof searchSorts)[number];
export const defaultSearchSort: SearchSort = "Relevancy:desc";

/** Facet counts over the matching products (decision 0013). */
export interface SearchFacets {
  readonly categories: readonly {
    readonly slug: string;
    readonly name: string;
    readonly count: number;
  }[];
  readonly brands: readonly { readonly value: string; readonly count: number }[];
  readonly colours: readonly { readonly value: string; readonly count: number }[];
  readonly sizes: readonly { readonly value: string; readonly count: number }[];
  /** Lowest and highest price with tax in cents, or null when nothing matches. */
  readonly price: { readonly min: number; readonly max: number } | null;
  readonly sale: number;
  readonly new: number;
}

/** `GET /api/shop/search/?locale=&q=&category=&brand=&colour=&size=&priceFrom=&priceTo=&sale=&new=&sort=&page=&perPage=`. */
export interface SearchResponse {
  readonly products: readonly ProductTeaser[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly facets: SearchFacets;
}
