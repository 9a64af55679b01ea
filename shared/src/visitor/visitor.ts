import { countries, type Country } from "../shops/shops.ts";

/** Device information flags (catalogue spec point 3), read from the user agent. */
export interface DeviceFlags {
  readonly mobile: boolean;
  readonly tablet: boolean;
  readonly desktop: boolean;
  readonly iOS: boolean;
  readonly android: boolean;
  readonly windows: boolean;
  readonly macOS: boolean;
  readonly browserFamily: "chrome" | "edge" | "firefox" | "safari" | "other";
}

/** Reads the device flags from a user agent string. */
export function deviceFlags(userAgent: string): DeviceFlags {
  const iOS = /iPhone|iPad|iPod/.test(userAgent);
  const android = /Android/.test(userAgent);
  const tablet = /iPad|Tablet/.test(userAgent) || (android && !/Mobile/.test(userAgent));
  const mobile = !tablet && (/Mobi|iPhone|iPod/.test(userAgent) || android);
  const browserFamily = /Edg\//.test(userAgent)
    ? "edge"
    : /Firefox\//.test(userAgent)
      ? "firefox"
      : /Chrome\/|CriOS\//.test(userAgent)
        ? "chrome"
        : /Safari\//.test(userAgent)
          ? "safari"
          : "other";
  return {
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    iOS,
    android,
    windows: /Windows/.test(userAgent),
    macOS: /Macintosh|Mac OS X/.test(userAgent) && !iOS,
    browserFamily,
  };
}

/** Catalogue spec point 4: the retail app's user agent contains `retail/` and a number. */
export function isRetailApp(userAgent: string): boolean {
  return /retail\/\d/i.test(userAgent);
}

/** The cookie in which the country picker remembers the visitor's choice (core spec point 2). */
export const selectedCountryCookie = "selected-country";

/** What the country picker overlay should do on this page (core spec point 2). */
export interface CountryPickerDecision {
  readonly open: boolean;
  /** The detected country when it has a shop: the overlay offers to switch there. */
  readonly suggestedCountry?: Country;
}

/**
 * Core spec point 2: the country picker opens when the country found from the visitor's address
 * differs from both the current shop's country and the previously chosen country, and the
 * visitor is not a crawler.
 */
export function countryPickerDecision(input: {
  readonly detectedCountry: string | undefined;
  readonly shopCountry: Country;
  readonly selectedCountry: string | undefined;
  readonly isCrawler: boolean;
}): CountryPickerDecision {
  const detected = input.detectedCountry?.toLowerCase();
  const open =
    !input.isCrawler &&
    detected !== undefined &&
    detected !== input.shopCountry &&
    detected !== input.selectedCountry?.toLowerCase();
  if (!open) return { open: false };
  const suggested = (countries as readonly string[]).includes(detected)
    ? (detected as Country)
    : undefined;
  return suggested ? { open, suggestedCountry: suggested } : { open };
}

/** Notices a page carries from its query (core spec point 2), shown as toasts by their teams. */
export type PageNotice = "voucherActivated" | "accountDeleted";

/** Who is visiting, as far as personal fragments need to know. */
export interface VisitorContext {
  readonly isCrawler: boolean;
  readonly isRetailApp: boolean;
  readonly device: DeviceFlags;
  /** ISO country code from CDN headers or GeoIP, lowercase; undefined when unknown. */
  readonly country: string | undefined;
  readonly countryPicker: CountryPickerDecision;
  readonly notices: readonly PageNotice[];
}
