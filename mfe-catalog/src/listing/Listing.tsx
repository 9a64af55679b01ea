import { useEffect, useId } from "react";
import { Plural, Trans } from "@lingui/react/macro";
import {
  pushToDataLayer,
  trackedItem,
  viewItemListEvent,
  type SearchResponse,
  type ShopContext,
  type TrackedList,
} from "@shop/shared";
import { ProductCardGrid } from "../product-card/ProductCardGrid.tsx";
import { ActiveFilters } from "./ActiveFilters.tsx";
import { FacetOptions, FacetTitle } from "./FacetOptions.tsx";
import { FilterDialog } from "./FilterDialog.tsx";
import { Pagination } from "./Pagination.tsx";
import { SortForm } from "./SortForm.tsx";
import { facetGroups } from "./listing-layout.ts";
import type { ListingQuery } from "./listing-query.ts";
import "./listing.css";

export interface ListingProps {
  readonly result: SearchResponse;
  readonly listing: ListingQuery;
  /** The page's path without query: every filter, sort and page link starts from it. */
  readonly basePath: string;
  readonly shop: ShopContext;
  /** The list the products are tracked in (view_item_list, select_item). */
  readonly list: TrackedList;
  /** The search page offers the category facet; a category page is its category already. */
  readonly withCategories: boolean;
  /** The shop offers a wishlist: the cards show the heart. */
  readonly wishlistOffered: boolean;
}

/**
 * The product listing of the search and category pages (catalogue spec points 4 and 9): result
 * count, sort, up to 4 facet groups on desktop and all of them in the filter dialog, the
 * applied filters, the cards and the pages. Tracks view_item_list with list id, name and
 * position once shown; each card tracks select_item.
 */
export function Listing(props: ListingProps) {
  const { result, listing, basePath, shop, list, withCategories, wishlistOffered } = props;
  const headingId = useId();
  const groups = facetGroups(result.facets, { withCategories });
  const firstPosition = (result.page - 1) * result.perPage + 1;
  const { id: listId, name: listName } = list;

  useEffect(() => {
    if (result.products.length === 0) return;
    const items = result.products.map((product) =>
      trackedItem(product, { price: product.price }, shop.country),
    );
    pushToDataLayer(
      viewItemListEvent(shop.currency, items, { id: listId, name: listName }, firstPosition),
    );
  }, [result, listId, listName, shop.country, shop.currency, firstPosition]);

  return (
    <section className="cat-listing" aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-visually-hidden">
        <Trans id="listing.products">Products</Trans>
      </h2>
      <div className="cat-listing__toolbar">
        <p className="cat-listing__count">
          <Plural
            id="listing.resultCount"
            value={result.total}
            one="# product"
            other="# products"
          />
        </p>
        <SortForm listing={listing} basePath={basePath} />
      </div>
      {groups.all.length > 0 ? (
        <div className="cat-listing__facets">
          {groups.desktop.map((kind) => (
            <details key={kind} className="cat-facet">
              <summary className="cat-facet__summary">
                <FacetTitle kind={kind} />
              </summary>
              <div className="cat-facet__panel">
                <FacetOptions
                  kind={kind}
                  facets={result.facets}
                  listing={listing}
                  basePath={basePath}
                />
              </div>
            </details>
          ))}
          <FilterDialog
            groups={groups.all}
            facets={result.facets}
            listing={listing}
            basePath={basePath}
            total={result.total}
            hasMore={groups.all.length > groups.desktop.length}
          />
        </div>
      ) : null}
      <ActiveFilters listing={listing} facets={result.facets} basePath={basePath} />
      {result.products.length > 0 ? (
        <ProductCardGrid
          products={result.products}
          shop={shop}
          list={list}
          firstPosition={firstPosition}
          priorityFirst
          wishlistOffered={wishlistOffered}
        />
      ) : (
        <p className="cat-listing__empty">
          <Trans id="listing.empty">No products match these filters.</Trans>
        </p>
      )}
      <Pagination
        listing={listing}
        basePath={basePath}
        total={result.total}
        perPage={result.perPage}
      />
    </section>
  );
}
