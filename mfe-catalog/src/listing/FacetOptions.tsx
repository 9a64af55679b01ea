import { useId } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { SearchFacets } from "@shop/shared";
import { HiddenListingFields } from "./hidden-inputs.tsx";
import { colourLabel } from "./listing-labels.ts";
import { offeredColours, type FacetKind } from "./listing-layout.ts";
import { listingHref, type ListingQuery } from "./listing-query.ts";

interface Props {
  readonly kind: FacetKind;
  readonly facets: SearchFacets;
  readonly listing: ListingQuery;
  readonly basePath: string;
}

interface Option {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
  readonly href: string;
}

/** The heading of a facet group. */
export function FacetTitle({ kind }: { readonly kind: FacetKind }) {
  switch (kind) {
    case "category":
      return <Trans id="listing.facet.category">Category</Trans>;
    case "brands":
      return <Trans id="listing.facet.brand">Brand</Trans>;
    case "colors":
      return <Trans id="listing.facet.colour">Colour</Trans>;
    case "sizes":
      return <Trans id="listing.facet.size">Size</Trans>;
    case "price":
      return <Trans id="listing.facet.price">Price</Trans>;
    case "sale":
      return <Trans id="listing.facet.sale">Sale</Trans>;
    case "new":
      return <Trans id="listing.facet.new">New</Trans>;
  }
}

/**
 * The choices of one facet group as plain links (a filter is a page address: crawlable, works
 * without JavaScript, the back button undoes it); a chosen value links to the page without it.
 * The price is a small GET form.
 */
export function FacetOptions({ kind, facets, listing, basePath }: Props) {
  const { _ } = useLingui();
  if (kind === "price") return <PriceForm listing={listing} basePath={basePath} />;
  const option = (
    key: string,
    label: string,
    count: number,
    selected: boolean,
    change: Partial<ListingQuery>,
  ): Option => ({
    key,
    label,
    count,
    selected,
    href: listingHref(basePath, listing, change),
  });
  let options: Option[];
  switch (kind) {
    case "category":
      options = facets.categories.map((c) =>
        option(c.slug, c.name, c.count, listing.category === c.slug, {
          category: listing.category === c.slug ? undefined : c.slug,
        }),
      );
      break;
    case "brands":
      options = facets.brands.map((b) =>
        option(b.value, b.value, b.count, listing.brands === b.value, {
          brands: listing.brands === b.value ? undefined : b.value,
        }),
      );
      break;
    case "colors":
      options = offeredColours(facets.colours).map((c) => {
        const label = colourLabel(c.value);
        return option(
          c.value,
          typeof label === "string" ? label : _(label),
          c.count,
          listing.colors === c.value,
          { colors: listing.colors === c.value ? undefined : c.value },
        );
      });
      break;
    case "sizes":
      options = facets.sizes.map((s) =>
        option(s.value, s.value, s.count, listing.sizes === s.value, {
          sizes: listing.sizes === s.value ? undefined : s.value,
        }),
      );
      break;
    case "sale":
      options = [
        option(
          "sale",
          _(msg({ id: "listing.facet.saleOnly", message: "On sale only" })),
          facets.sale,
          listing.sale,
          { sale: !listing.sale },
        ),
      ];
      break;
    case "new":
      options = [
        option(
          "new",
          _(msg({ id: "listing.facet.newOnly", message: "New arrivals only" })),
          facets.new,
          listing.isNew,
          { isNew: !listing.isNew },
        ),
      ];
      break;
  }
  return (
    <ul className="cat-facet__options">
      {options.map((o) => (
        <li key={o.key}>
          <a
            className={`cat-facet__option${o.selected ? " cat-facet__option--selected" : ""}`}
            href={o.href}
            aria-current={o.selected ? "true" : undefined}
          >
            {o.label} <span className="cat-facet__count">({o.count})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function PriceForm({ listing, basePath }: Omit<Props, "kind" | "facets">) {
  const id = useId();
  return (
    <form className="cat-price" method="get" action={basePath}>
      <HiddenListingFields listing={listing} omit={["priceFrom", "priceTo"]} />
      <label htmlFor={`${id}-from`}>
        <Trans id="listing.price.from">From (whole amount)</Trans>
      </label>
      <input
        id={`${id}-from`}
        name="priceFrom"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={listing.priceFrom}
      />
      <label htmlFor={`${id}-to`}>
        <Trans id="listing.price.to">To (whole amount)</Trans>
      </label>
      <input
        id={`${id}-to`}
        name="priceTo"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={listing.priceTo}
      />
      <button type="submit" className="shop-button">
        <Trans id="listing.price.apply">Apply price</Trans>
      </button>
    </form>
  );
}
