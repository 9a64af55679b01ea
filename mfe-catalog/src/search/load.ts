import {
  fetchJson,
  loadSlotRecommendations,
  type FragmentRequest,
  type SearchResponse,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { parseListingQuery, searchApiQuery } from "../listing/listing-query.ts";
import type { SearchPageState } from "./SearchPage.tsx";

/**
 * Loads the search page: the hits of the query with its filters (decision 0013), and for a
 * search without hits the `search` recommendation slot (catalogue spec point 3). Search pages are
 * `noindex,follow`: their links are crawled, the endless combinations of words are not indexed.
 */
export async function loadSearchPage(
  request: FragmentRequest,
  i18n: I18n,
): Promise<LoadedFragment<SearchPageState>> {
  const listing = parseListingQuery(request.query);
  const result = listing.q
    ? await fetchJson<SearchResponse>(
        request.fetchApi,
        `/api/shop/search/?${searchApiQuery(listing, request.shop.locale)}`,
      )
    : null;
  const recommendations =
    result && result.total === 0
      ? await loadSlotRecommendations("search", {
          fetchApi: request.fetchApi,
          locale: request.shop.locale,
        })
      : [];
  const query = listing.q;
  return {
    state: { listing, result, recommendations },
    head: {
      title: query
        ? i18n._(msg({ id: "search.resultsTitle", message: `Search results for “${query}”` }))
        : i18n._(msg({ id: "search.title", message: "Search" })),
      robots: "noindex,follow",
    },
  };
}
