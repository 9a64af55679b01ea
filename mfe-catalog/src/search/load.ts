import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { parseListingQuery, searchApiQuery } from "../listing/listing-query.ts";
import type { CatalogClient } from "../api/client.ts";
import { brandName, titleWithBrand, wishlistOffered } from "../shop-config.ts";
import type { SearchPageState } from "./SearchPage.tsx";

/**
 * Loads the search page: the hits of the query with its filters (decision 0013), and for a
 * search without hits the `search` recommendation slot (catalogue spec point 3). Search pages are
 * `noindex,follow`: their links are crawled, the endless combinations of words are not indexed;
 * they still get a title with the shop's name and a translated description for the result page
 * (SEO audits and shared links). Whether the shop offers a wishlist comes from its config.
 * Everything is read through the catalogue's in-process client.
 */
export async function loadSearchPage(
  request: FragmentRequest<CatalogClient>,
  i18n: I18n,
): Promise<LoadedFragment<SearchPageState>> {
  const listing = parseListingQuery(request.query);
  const result = listing.q
    ? await request.api.search(Object.fromEntries(searchApiQuery(listing, request.shop.locale)))
    : null;
  const recommendations =
    result && result.total === 0
      ? await request.api.slotRecommendations("search").catch(() => [])
      : [];
  const query = listing.q;
  const brand = brandName(request.shop.brand);
  return {
    state: { listing, result, recommendations, wishlistOffered: wishlistOffered(request) },
    head: {
      title: titleWithBrand(
        query
          ? i18n._(msg({ id: "search.resultsTitle", message: `Search results for “${query}”` }))
          : i18n._(msg({ id: "search.title", message: "Search" })),
        request.shop.brand,
      ),
      description: query
        ? i18n._(
            msg({
              id: "search.metaDescription",
              message: `Search results for “${query}” at ${brand}: compare products, prices and delivery times and order online.`,
            }),
          )
        : i18n._(
            msg({
              id: "search.metaDescriptionStart",
              message: `Search the whole ${brand} range and quickly find the right product.`,
            }),
          ),
      robots: "noindex,follow",
    },
  };
}
