import { useEffect, useId } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  pathFor,
  pushToDataLayer,
  trackedItem,
  viewItemListEvent,
  type ProductTeaser,
  type SearchResponse,
} from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { ProductCardGrid } from "../product-card/ProductCardGrid.tsx";
import { Listing } from "../listing/Listing.tsx";
import type { ListingQuery } from "../listing/listing-query.ts";
import { SearchForm } from "./SearchForm.tsx";
import "../listing/listing.css";
import "./search.css";

export interface SearchPageState {
  readonly listing: ListingQuery;
  /** Null before the shopper has searched (no text). */
  readonly result: SearchResponse | null;
  /** The `search` recommendation slot, for a search without hits. */
  readonly recommendations: readonly ProductTeaser[];
  /** The shop offers a wishlist (its config), so the cards show hearts. */
  readonly wishlistOffered: boolean;
}

/**
 * The search page (`/de/suche/`, `/fr/rechercher/`, `/nl/zoeken/`): the search box, then the
 * listing of the hits (stemmed and typo-tolerant, decision 0013), or the no-hit page with the
 * `search` slot's recommendations. Tracked as the list `search`.
 */
export function SearchPage({ state, shop }: FragmentProps<SearchPageState>) {
  const { _ } = useLingui();
  const { listing, result, recommendations, wishlistOffered } = state;
  const basePath = pathFor("search", shop.language);
  const query = listing.q;
  const list = { id: "search", name: _(msg({ id: "search.listName", message: "Search results" })) };
  const noHits = result !== null && result.total === 0;
  return (
    <div className="cat-search">
      <h1 className="cat-search__title">
        {query ? (
          <Trans id="search.resultsTitle">Search results for “{query}”</Trans>
        ) : (
          <Trans id="search.title">Search</Trans>
        )}
      </h1>
      <SearchForm action={basePath} query={query} />
      {result === null ? (
        <p className="cat-search__prompt">
          <Trans id="search.prompt">What are you looking for? Enter a word above.</Trans>
        </p>
      ) : noHits && listingHasNoFilters(listing) ? (
        <NoHits
          query={query}
          recommendations={recommendations}
          shop={shop}
          wishlistOffered={wishlistOffered}
        />
      ) : (
        <Listing
          result={result}
          listing={listing}
          basePath={basePath}
          shop={shop}
          list={list}
          withCategories
          wishlistOffered={wishlistOffered}
        />
      )}
    </div>
  );
}

function listingHasNoFilters(listing: ListingQuery): boolean {
  return (
    !listing.category &&
    !listing.brands &&
    !listing.colors &&
    !listing.sizes &&
    listing.priceFrom === undefined &&
    listing.priceTo === undefined &&
    !listing.sale &&
    !listing.isNew
  );
}

/** The no-hit page: what to try, and the `search` slot's recommendations (none on failure). */
function NoHits({
  query,
  recommendations,
  shop,
  wishlistOffered,
}: {
  readonly query: string;
  readonly recommendations: readonly ProductTeaser[];
  readonly shop: FragmentProps<unknown>["shop"];
  readonly wishlistOffered: boolean;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  const listName = _(msg({ id: "search.recommendations", message: "You might like these" }));
  useEffect(() => {
    if (recommendations.length === 0) return;
    const items = recommendations.map((product) =>
      trackedItem(product, { price: product.price }, shop.country),
    );
    pushToDataLayer(viewItemListEvent(shop.currency, items, { id: "search", name: listName }));
  }, [recommendations, listName, shop.country, shop.currency]);
  return (
    <div className="cat-no-hits">
      <p className="cat-no-hits__message" role="status">
        <Trans id="search.noHits">We found no products for “{query}”.</Trans>
      </p>
      <p>
        <Trans id="search.noHitsHint">Check the spelling, or try a more general word.</Trans>
      </p>
      {recommendations.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId}>
            <Trans id="search.recommendations">You might like these</Trans>
          </h2>
          <ProductCardGrid
            products={recommendations}
            shop={shop}
            list={{ id: "search", name: listName }}
            wishlistOffered={wishlistOffered}
          />
        </section>
      ) : null}
    </div>
  );
}
