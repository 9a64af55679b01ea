import geoip from "geoip-country";
import { isbot } from "isbot";
import {
  countryPickerAnsweredCookie,
  countryPickerDecision,
  deviceFlags,
  isRetailApp,
  selectedCountryCookie,
  type Country,
  type PageNotice,
  type VisitorContext,
} from "@shop/shared";
import { voucherPattern } from "./voucher.ts";

/** Country headers set by the CDNs the shop may run behind, in the order they are trusted. */
export const cdnCountryHeaders = [
  "cf-ipcountry",
  "x-vercel-ip-country",
  "cloudfront-viewer-country",
] as const;

export interface VisitorRequest {
  readonly header: (name: string) => string | undefined;
  readonly cookies: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** The client's address, from the socket or a trusted proxy; never from a forgeable header. */
  readonly clientAddress: string | undefined;
  readonly shopCountry: Country;
}

/** The visitor's country: a CDN header, else the embedded GeoIP lookup of the client address. */
export function detectCountry(
  request: Pick<VisitorRequest, "header" | "clientAddress">,
): string | undefined {
  for (const name of cdnCountryHeaders) {
    const value = request.header(name)?.trim();
    if (value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX")
      return value.toLowerCase();
  }
  if (!request.clientAddress) return undefined;
  return geoip.lookup(request.clientAddress)?.country.toLowerCase();
}

/**
 * Notices the page's query asks for (core spec point 2). The voucher toast only for a code the
 * shop stores (`voucherPattern`, as `voucherCookie` does): never "activated" for one it refused.
 */
export function pageNotices(query: Readonly<Record<string, string>>): PageNotice[] {
  const notices: PageNotice[] = [];
  if (query.voucher && voucherPattern.test(query.voucher)) notices.push("voucherActivated");
  if (query.redirect === "goodbye") notices.push("accountDeleted");
  return notices;
}

/**
 * Everything detected about a page's visitor: crawler, retail app, device, country, notices, and
 * whether the country picker opens (not again once answered in this browser session).
 */
export function detectVisitor(request: VisitorRequest): VisitorContext {
  const userAgent = request.header("user-agent") ?? "";
  const isCrawler = isbot(userAgent);
  const country = detectCountry(request);
  return {
    isCrawler,
    isRetailApp: isRetailApp(userAgent),
    device: deviceFlags(userAgent),
    country,
    countryPicker: request.cookies[countryPickerAnsweredCookie]
      ? { open: false }
      : countryPickerDecision({
          detectedCountry: country,
          shopCountry: request.shopCountry,
          selectedCountry: request.cookies[selectedCountryCookie],
          isCrawler,
        }),
    notices: pageNotices(request.query),
  };
}
