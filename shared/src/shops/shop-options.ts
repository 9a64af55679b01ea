import type { Brand, Country, Currency } from "./shops.ts";
import type { Language, Locale } from "../i18n/languages.ts";

/** The per-country shop options of core spec point 3, per brand and locale (values: point 9). */
export interface ShopOptions {
  readonly payback: boolean;
  readonly wishlist: boolean;
  readonly accountBalance: boolean;
  readonly faq: boolean;
  readonly paypalInstallments: boolean;
  readonly clickAndReserve: boolean;
  readonly checkoutLoginGoToGuestBtn: boolean;
  /** Which tab the checkout login shows first ('guest' in every locale of both brands). */
  readonly checkoutLoginFirstView: "login" | "guest";
  readonly contactFormPrefill: boolean;
  /** IANA time zone; default Europe/Berlin. */
  readonly timezone: string;
  readonly cancelOrder: boolean;
  readonly sovendus: {
    readonly trafficSourceNumber: number;
    readonly trafficMediumNumber: number;
  } | null;
  readonly partnerInfo: boolean;
}

/** Shipping-cost fallback (core spec point 3): amounts in cents. */
export interface ShippingFallback {
  readonly frachtkosten: number;
  readonly versandkostenBedingungen: readonly {
    readonly label: string;
    readonly versandkosten: number;
    readonly ab_bestellwert: number;
  }[];
}

/** Legal name and service hotline of a country's shop. */
export interface Organisation {
  readonly legalName: string;
  readonly hotline: { readonly number: string; readonly language: Language };
}

/** `GET /api/shop/config/?locale=`: everything the browser needs to know about its shop. */
export interface ShopConfigResponse {
  readonly shopId: string;
  readonly brand: Brand;
  readonly country: Country;
  readonly locale: Locale;
  readonly language: Language;
  readonly languages: readonly Language[];
  readonly currency: Currency;
  readonly options: ShopOptions;
  readonly shipping: ShippingFallback;
  readonly organisation: Organisation;
}
