import {
  categoryTrail,
  fetchJson,
  type FragmentRequest,
  type NavigationResponse,
  type SearchResponse,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CategoryListingState } from "./CategoryListing.tsx";
import { parseListingQuery, searchApiQuery } from "./listing-query.ts";

/**
 * Loads a category page's listing: the category (`params.category`, set by the edge from the
 * navigation or the content's listing block; decision 0019) and its products through the search
 * API with the page's filters. The head: the category's name as title and this language's path;
 * with a content page above, the content page's head wins and this one is not used.
 */
export async function loadCategoryListing(
  request: FragmentRequest,
): Promise<LoadedFragment<CategoryListingState>> {
  const slug = request.params.category ?? "";
  // A category page is its category: a `category` in the query does not apply here.
  const { category: _otherCategory, ...listing } = parseListingQuery(request.query);
  const { locale } = request.shop;
  const [result, navigation] = await Promise.all([
    fetchJson<SearchResponse>(
      request.fetchApi,
      `/api/shop/search/?${searchApiQuery(listing, locale, slug)}`,
    ),
    fetchJson<NavigationResponse>(request.fetchApi, `/api/shop/navigation/?locale=${locale}`).catch(
      () => ({ nodes: [] }),
    ),
  ]);
  const trail = (categoryTrail(navigation.nodes, request.path) ?? []).map(({ name, link }) => ({
    name,
    link,
  }));
  const name = trail.at(-1)?.name ?? slug;
  return {
    state: {
      result,
      listing,
      path: request.path,
      category: { slug, name, trail },
      withContent: request.params.withContent === "true",
    },
    head: {
      title: name,
      alternatePaths: { [request.shop.language]: request.path },
    },
  };
}
