import { listingSearch, type ListingQuery } from "./listing-query.ts";

/**
 * The listing's state as hidden fields of a GET form (sort, price), so submitting one control
 * keeps every other filter, with or without JavaScript. `omit` are the fields the form sets.
 */
export function HiddenListingFields({
  listing,
  omit,
}: {
  readonly listing: ListingQuery;
  readonly omit: readonly string[];
}) {
  const fields = [...new URLSearchParams(listingSearch({ ...listing, page: 1 }))].filter(
    ([name]) => !omit.includes(name),
  );
  return fields.map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
