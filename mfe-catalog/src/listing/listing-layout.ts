import type { SearchFacets } from "@shop/shared";

/** Catalogue spec point 9: a listing shows at most 4 filters on desktop; the rest are in the filter dialog. */
export const desktopFacetLimit = 4;

export type FacetKind = "category" | "brands" | "colors" | "sizes" | "price" | "sale" | "new";

/** The facet groups in the order they are offered; the most used first. */
const facetOrder: readonly FacetKind[] = [
  "category",
  "brands",
  "colors",
  "sizes",
  "price",
  "sale",
  "new",
];

/**
 * The facet groups that have something to choose, in order (a category page offers no category
 * facet): the first 4 for the desktop bar, all of them for the filter dialog.
 */
export function facetGroups(
  facets: SearchFacets,
  options: { readonly withCategories: boolean },
): { readonly desktop: readonly FacetKind[]; readonly all: readonly FacetKind[] } {
  const offered = (kind: FacetKind): boolean => {
    switch (kind) {
      case "category":
        return options.withCategories && facets.categories.length > 0;
      case "brands":
        return facets.brands.length > 0;
      case "colors":
        return facets.colours.length > 0;
      case "sizes":
        return facets.sizes.length > 0;
      case "price":
        return facets.price !== null && facets.price.max > facets.price.min;
      case "sale":
        return facets.sale > 0;
      case "new":
        return facets.new > 0;
    }
  };
  const all = facetOrder.filter(offered);
  return { desktop: all.slice(0, desktopFacetLimit), all };
}

/** Multicolour comes as four quadrant keys (catalogue spec point 3); the filter offers one. */
export function offeredColours(colours: SearchFacets["colours"]): SearchFacets["colours"] {
  return colours.filter((colour) => !/^mehrfarbig_(or|ul|ur)$/.test(colour.value));
}

export type PaginationItem = number | "gap";

/**
 * The page links of a pagination: the first and last page, the current one and its neighbours,
 * gaps in between (`1 … 4 5 6 … 20`). Every page is reachable by a link, so crawlers reach them all.
 */
export function paginationItems(current: number, totalPages: number): readonly PaginationItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}

/** How many pages a listing of `total` products has at `perPage` per page (at least one). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
