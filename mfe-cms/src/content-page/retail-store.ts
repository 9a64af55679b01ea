import type { ContentBlock } from "@shop/shared";

/** A store's postal address as the block's fields give it. */
export interface StoreAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

/**
 * The address of a store on OpenStreetMap: a plain link, so nothing is asked of a map service
 * until the shopper follows it (no third-party request from the page itself). Undefined when the
 * block names no street or city to look for.
 */
export function storeMapLink(address: StoreAddress): string | undefined {
  const { street, postalCode, city, country } = address;
  if (!street.trim() || !city.trim()) return undefined;
  const query = [street, `${postalCode} ${city}`.trim(), country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query }).toString()}`;
}

/** One line of a store's opening hours: the days and the hours, as the editor wrote them. */
export interface OpeningHours {
  readonly days: string;
  readonly hours: string;
}

/** The opening hours of a block (`opening_hours` items with `days` and `hours`); empty ones dropped. */
export function openingHoursOf(items: readonly ContentBlock[]): OpeningHours[] {
  return items
    .map((item) => ({
      days: typeof item.days === "string" ? item.days.trim() : "",
      hours: typeof item.hours === "string" ? item.hours.trim() : "",
    }))
    .filter(({ days, hours }) => days !== "" && hours !== "");
}

/** A phone number as a `tel:` link: digits and a leading plus only. */
export function phoneHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d{4,}/.test(digits) ? `tel:${digits}` : undefined;
}
