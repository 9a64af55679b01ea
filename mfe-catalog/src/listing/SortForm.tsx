import { useId } from "react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { searchSorts } from "@shop/shared";
import { HiddenListingFields } from "./hidden-inputs.tsx";
import { sortLabels } from "./listing-labels.ts";
import type { ListingQuery } from "./listing-query.ts";

/**
 * The sort order (catalogue spec point 9: Relevancy:desc by default) as a GET form with a
 * button: changing the select alone never reloads the page (WCAG 3.2.2), and it works without
 * JavaScript.
 */
export function SortForm({
  listing,
  basePath,
}: {
  readonly listing: ListingQuery;
  readonly basePath: string;
}) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <form className="cat-sort" method="get" action={basePath}>
      <HiddenListingFields listing={listing} omit={["sort"]} />
      <label htmlFor={id}>
        <Trans id="listing.sort.label">Sort by</Trans>
      </label>
      <select id={id} name="sort" defaultValue={listing.sort}>
        {searchSorts.map((sort) => (
          <option key={sort} value={sort}>
            {_(sortLabels[sort])}
          </option>
        ))}
      </select>
      <button type="submit" className="shop-button shop-button--secondary">
        <Trans id="listing.sort.apply">Sort</Trans>
      </button>
    </form>
  );
}
