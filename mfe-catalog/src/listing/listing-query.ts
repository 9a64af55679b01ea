import { defaultSearchSort, searchSorts, type SearchSort } from "@shop/shared";

/**
 * The listing's state as it stands in the page's address (decision 0019). The filter parameters
 * carry the names of the search-filter whitelist (`brands`, `colors`, `sizes`, `priceFrom`,
 * `priceTo`, `sale`, `filter`, `sort`; shared/src/locale/search-filters.ts), so the edge marks a
 * filtered page `noindex,follow` (catalogue spec point 2). Prices are whole currency units.
 */
export interface ListingQuery {
  /** The search text (search page only). */
  readonly q: string;
  /** A category slug (search page; a category page has its own). */
  readonly category?: string;
  readonly brands?: string;
  readonly colors?: string;
  readonly sizes?: string;
  readonly priceFrom?: number;
  readonly priceTo?: number;
  readonly sale: boolean;
  /** `filter=new`: only new products. */
  readonly isNew: boolean;
  readonly sort: SearchSort;
  readonly page: number;
}

/**
 * The query parameters `parseListingQuery` reads: the listing fragments declare them as their
 * cache parameters (decision 0025), so any other parameter neither splits the cache nor reaches them.
 */
export const listingQueryKeys = [
  "q",
  "category",
  "brands",
  "colors",
  "sizes",
  "priceFrom",
  "priceTo",
  "sale",
  "filter",
  "sort",
  "page",
] as const;

/** Products per listing page (the search API's default, decision 0013). */
export const listingPageSize = 24;
/** The search API answers pages 1 to 10000. */
const maxPage = 10_000;

const text = (value: string | undefined, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

const wholeAmount = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * Reads the listing's state from a page's query; what is malformed is ignored rather than an
 * error (a shared link with a broken parameter still shows products).
 */
export function parseListingQuery(query: Readonly<Record<string, string>>): ListingQuery {
  const sort = (searchSorts as readonly string[]).includes(query.sort ?? "")
    ? (query.sort as SearchSort)
    : defaultSearchSort;
  const page = Number(query.page ?? "1");
  let priceFrom = wholeAmount(query.priceFrom);
  let priceTo = wholeAmount(query.priceTo);
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) {
    [priceFrom, priceTo] = [priceTo, priceFrom];
  }
  const parsed: ListingQuery = {
    q: (query.q ?? "").trim().slice(0, 100),
    category: text(query.category, 60),
    brands: text(query.brands, 60),
    colors: text(query.colors, 30),
    sizes: text(query.sizes, 30),
    priceFrom,
    priceTo,
    sale: query.sale === "true",
    isNew: query.filter === "new",
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as unknown as ListingQuery;
}

/**
 * The query of `GET /api/shop/search/` for a listing (decision 0013): the page's filters with
 * the API's names and prices in cents; `categorySlug` is a category page's own category.
 */
export function searchApiQuery(
  listing: ListingQuery,
  locale: string,
  categorySlug?: string,
): URLSearchParams {
  const api = new URLSearchParams({ locale });
  if (listing.q) api.set("q", listing.q);
  const category = categorySlug ?? listing.category;
  if (category) api.set("category", category);
  if (listing.brands) api.set("brand", listing.brands);
  if (listing.colors) api.set("colour", listing.colors);
  if (listing.sizes) api.set("size", listing.sizes);
  if (listing.priceFrom !== undefined) api.set("priceFrom", String(listing.priceFrom * 100));
  if (listing.priceTo !== undefined) api.set("priceTo", String(listing.priceTo * 100));
  if (listing.sale) api.set("sale", "true");
  if (listing.isNew) api.set("new", "true");
  api.set("sort", listing.sort);
  api.set("page", String(listing.page));
  api.set("perPage", String(listingPageSize));
  return api;
}

/** The page's query string for a listing state (`?q=…&brands=…`), defaults left out. */
export function listingSearch(listing: ListingQuery): string {
  const query = new URLSearchParams();
  if (listing.q) query.set("q", listing.q);
  if (listing.category) query.set("category", listing.category);
  if (listing.brands) query.set("brands", listing.brands);
  if (listing.colors) query.set("colors", listing.colors);
  if (listing.sizes) query.set("sizes", listing.sizes);
  if (listing.priceFrom !== undefined) query.set("priceFrom", String(listing.priceFrom));
  if (listing.priceTo !== undefined) query.set("priceTo", String(listing.priceTo));
  if (listing.sale) query.set("sale", "true");
  if (listing.isNew) query.set("filter", "new");
  if (listing.sort !== defaultSearchSort) query.set("sort", listing.sort);
  if (listing.page > 1) query.set("page", String(listing.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}

/**
 * The address of the listing with one change: any change of filter or sort goes back to page 1,
 * a change of page keeps the rest.
 */
export function listingHref(
  basePath: string,
  listing: ListingQuery,
  change: Partial<ListingQuery>,
): string {
  const next = { ...listing, page: 1, ...change } as ListingQuery & Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete next[key];
  }
  return `${basePath}${listingSearch(next)}`;
}

/** How many filters the listing has applied (shown on the filter button). */
export function activeFilterCount(listing: ListingQuery): number {
  return [
    listing.category,
    listing.brands,
    listing.colors,
    listing.sizes,
    listing.priceFrom ?? listing.priceTo,
    listing.sale || undefined,
    listing.isNew || undefined,
  ].filter((value) => value !== undefined).length;
}

/** The listing without any filter (same text and sort): the "clear all filters" link. */
export function withoutFilters(listing: ListingQuery): ListingQuery {
  return { q: listing.q, sort: listing.sort, page: 1, sale: false, isNew: false };
}
