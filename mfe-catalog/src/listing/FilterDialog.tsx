import { useId, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { Dialog } from "@shop/shared/ui";
import type { SearchFacets } from "@shop/shared";
import { FacetOptions, FacetTitle } from "./FacetOptions.tsx";
import type { FacetKind } from "./listing-layout.ts";
import {
  activeFilterCount,
  listingSearch,
  withoutFilters,
  type ListingQuery,
} from "./listing-query.ts";

interface Props {
  readonly groups: readonly FacetKind[];
  readonly facets: SearchFacets;
  readonly listing: ListingQuery;
  readonly basePath: string;
  readonly total: number;
  /** Shown on wide screens too (there are more groups than the desktop bar holds). */
  readonly hasMore: boolean;
}

/**
 * The filter dialog (catalogue spec point 7: listing facet, sort and filter): every facet group,
 * from the right on wide screens and from the bottom on phones. Its button is the only filter
 * control on phones and the way to the groups beyond the 4 of the desktop bar.
 */
export function FilterDialog({ groups, facets, listing, basePath, total, hasMore }: Props) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const openerId = useId();
  const applied = activeFilterCount(listing);
  return (
    <>
      <button
        id={openerId}
        type="button"
        className={`shop-button shop-button--secondary cat-listing__all-filters${hasMore ? "" : " cat-listing__all-filters--narrow"}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {applied > 0 ? (
          <Trans id="listing.filters.openApplied">All filters ({applied})</Trans>
        ) : (
          <Trans id="listing.filters.open">All filters</Trans>
        )}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans id="listing.filters.title">Filter products</Trans>}
        closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
        placement="right"
        returnFocusTo={openerId}
        className="cat-filter-dialog"
        footer={
          <>
            <a
              className="shop-button shop-button--secondary"
              href={`${basePath}${listingSearch(withoutFilters(listing))}`}
            >
              <Trans id="listing.filters.clearAll">Clear all filters</Trans>
            </a>
            <button type="button" className="shop-button" onClick={() => setOpen(false)}>
              <Plural
                id="listing.filters.show"
                value={total}
                one="Show # product"
                other="Show # products"
              />
            </button>
          </>
        }
      >
        {groups.map((kind) => (
          <section key={kind} className="cat-filter-dialog__group">
            <h3 className="cat-filter-dialog__title">
              <FacetTitle kind={kind} />
            </h3>
            <FacetOptions kind={kind} facets={facets} listing={listing} basePath={basePath} />
          </section>
        ))}
      </Dialog>
    </>
  );
}
