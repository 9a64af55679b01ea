import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { NavigationNode, SearchResponse } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { LastSeenSlider } from "../recommendation-slider/LastSeenSlider.tsx";
import { Listing } from "./Listing.tsx";
import type { ListingQuery } from "./listing-query.ts";

export interface CategoryListingState {
  readonly result: SearchResponse;
  readonly listing: ListingQuery;
  readonly path: string;
  readonly category: {
    readonly slug: string;
    readonly name: string;
    /** From the root down to the category (breadcrumb); empty when not in the navigation. */
    readonly trail: readonly Pick<NavigationNode, "name" | "link">[];
  };
  /** A content page shows above the listing, with the page's heading. */
  readonly withContent: boolean;
  /** The shop offers a wishlist (its config), so the cards show hearts. */
  readonly wishlistOffered: boolean;
}

/**
 * The category listing (catalogue spec point 2: a listing page): the listing of one category,
 * the fragment content pages embed below their content (decision 0019). Alone, it brings the
 * breadcrumb and the page heading. Below the listing, the visitor's last seen (loaded in the
 * browser).
 */
export function CategoryListing({ state, shop }: FragmentProps<CategoryListingState>) {
  const { _ } = useLingui();
  const { category, withContent } = state;
  return (
    <div className="cat-category">
      {withContent ? null : (
        <>
          {category.trail.length > 0 ? (
            <nav
              className="cat-breadcrumb"
              aria-label={_(msg({ id: "listing.breadcrumb", message: "Breadcrumb" }))}
            >
              <ol>
                <li>
                  <a href={`/${shop.language}/`}>
                    <Trans id="listing.breadcrumbHome">Home</Trans>
                  </a>
                </li>
                {category.trail.map((node, index) => (
                  <li key={node.link}>
                    {index === category.trail.length - 1 ? (
                      <span aria-current="page">{node.name}</span>
                    ) : (
                      <a href={node.link}>{node.name}</a>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <h1 className="cat-category__title">{category.name}</h1>
        </>
      )}
      <Listing
        result={state.result}
        listing={state.listing}
        basePath={state.path}
        shop={shop}
        list={{ id: `category_${category.slug}`, name: category.name }}
        withCategories={false}
        wishlistOffered={state.wishlistOffered}
      />
      <LastSeenSlider
        slot="listing_last_seen"
        shop={shop}
        wishlistOffered={state.wishlistOffered}
      />
    </div>
  );
}
