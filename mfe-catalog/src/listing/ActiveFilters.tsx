import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { SearchFacets } from "@shop/shared";
import { colourLabel } from "./listing-labels.ts";
import { listingHref, listingSearch, withoutFilters, type ListingQuery } from "./listing-query.ts";

interface Props {
  readonly listing: ListingQuery;
  readonly facets: SearchFacets;
  readonly basePath: string;
}

/** The applied filters, each a link that removes it, and a link that clears them all. */
export function ActiveFilters({ listing, facets, basePath }: Props) {
  const { _ } = useLingui();
  const chips: { key: string; label: string; href: string }[] = [];
  const add = (key: string, label: string, change: Partial<ListingQuery>) =>
    chips.push({ key, label, href: listingHref(basePath, listing, change) });
  if (listing.category) {
    const name = facets.categories.find((c) => c.slug === listing.category)?.name;
    add("category", name ?? listing.category, { category: undefined });
  }
  if (listing.brands) add("brands", listing.brands, { brands: undefined });
  if (listing.colors) {
    const label = colourLabel(listing.colors);
    add("colors", typeof label === "string" ? label : _(label), { colors: undefined });
  }
  if (listing.sizes) add("sizes", listing.sizes, { sizes: undefined });
  if (listing.priceFrom !== undefined || listing.priceTo !== undefined) {
    const from = listing.priceFrom ?? 0;
    const to = listing.priceTo ?? "…";
    add("price", `${from}–${to}`, { priceFrom: undefined, priceTo: undefined });
  }
  if (listing.sale) {
    add("sale", _(msg({ id: "listing.facet.saleOnly", message: "On sale only" })), {
      sale: false,
    });
  }
  if (listing.isNew) {
    add("new", _(msg({ id: "listing.facet.newOnly", message: "New arrivals only" })), {
      isNew: false,
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="cat-active-filters">
      <ul className="cat-active-filters__list">
        {chips.map((chip) => {
          const label = chip.label;
          return (
            <li key={chip.key}>
              <a
                className="cat-active-filters__chip"
                href={chip.href}
                aria-label={_(
                  msg({ id: "listing.filters.remove", message: `Remove filter: ${label}` }),
                )}
              >
                {label} <span aria-hidden="true">×</span>
              </a>
            </li>
          );
        })}
      </ul>
      <a
        className="cat-active-filters__clear"
        href={`${basePath}${listingSearch(withoutFilters(listing))}`}
      >
        <Trans id="listing.filters.clearAll">Clear all filters</Trans>
      </a>
    </div>
  );
}
