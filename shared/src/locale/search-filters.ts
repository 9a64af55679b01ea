/**
 * Query parameters of listing and search filters (catalogue spec point 2): a page carrying one of
 * them is `noindex,follow`, so crawlers follow its links without indexing every filter combination.
 */
export const searchFilterParameters = [
  "filter",
  "sort",
  "colors",
  "sizes",
  "brands",
  "priceFrom",
  "priceTo",
  "sale",
] as const;

/** True when the query holds a whitelisted search-filter parameter. */
export function hasSearchFilter(query: Readonly<Record<string, string>>): boolean {
  return searchFilterParameters.some((name) => name in query);
}
