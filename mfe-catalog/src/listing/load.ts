import { categoryTrail, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CatalogClient } from "../api/client.ts";
import { brandName, titleWithBrand, wishlistOffered } from "../shop-config.ts";
import type { CategoryListingState } from "./CategoryListing.tsx";
import { parseListingQuery, searchApiQuery } from "./listing-query.ts";

/**
 * Loads a category page's listing: the category (`params.category`, set by the edge from the
 * navigation or the content's listing block; decision 0019) and its products through the
 * catalogue's client with the page's filters, and whether the shop offers a wishlist (hearts on the cards). The
 * head: the category's name with the shop's after it as title, a translated description and
 * the category's path in each language that names it; with a content page above, the content page's head wins and this one is
 * not used.
 */
export async function loadCategoryListing(
  request: FragmentRequest<CatalogClient>,
  i18n: I18n,
): Promise<LoadedFragment<CategoryListingState>> {
  const slug = request.params.category ?? "";
  // A category page is its category: a `category` in the query does not apply here.
  const { category: _otherCategory, ...listing } = parseListingQuery(request.query);
  const ownPath = { [request.shop.language]: request.path };
  const [result, navigation, alternatePaths] = await Promise.all([
    request.api.search(Object.fromEntries(searchApiQuery(listing, request.shop.locale, slug))),
    request.api.navigation().catch(() => []),
    request.api.categoryPaths(request.path).catch(() => ownPath),
  ]);
  const trail = (categoryTrail(navigation, request.path) ?? []).map(({ name, link }) => ({
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
      wishlistOffered: wishlistOffered(request),
    },
    head: {
      title: titleWithBrand(name, request.shop.brand),
      description: categoryDescription(i18n, name, brandName(request.shop.brand)),
      alternatePaths: { ...ownPath, ...alternatePaths },
    },
  };
}

/** The category page's meta description: what the shopper finds there, in the shop's language. */
function categoryDescription(i18n: I18n, category: string, brand: string): string {
  return i18n._(
    msg({
      id: "listing.metaDescription",
      message: `${category} at ${brand}: compare prices, colours and delivery times and order online.`,
    }),
  );
}
