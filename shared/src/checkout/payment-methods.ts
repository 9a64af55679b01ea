import type { Country, Currency } from "../shops/shops.ts";

/**
 * The payment method codes of core spec point 3: KK credit card; KD Klarna instalments; KC
 * Klarna pay later; KN Klarna pay now; PP PayPal; G gift card; NN cash on delivery; RE invoice;
 * V pay in advance; TW Twint; IL iDEAL; AP Apple Pay.
 */
export const paymentMethodCodes = [
  "KK",
  "KD",
  "KC",
  "KN",
  "PP",
  "G",
  "NN",
  "RE",
  "V",
  "TW",
  "IL",
  "AP",
] as const;

export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/** Whether a value is one of the spec's payment method codes. */
export function isPaymentMethodCode(value: unknown): value is PaymentMethodCode {
  return paymentMethodCodes.includes(value as PaymentMethodCode);
}

/** Where each method is offered: the countries and currencies a real shop takes it in. */
const paymentMethodMarkets: Record<
  PaymentMethodCode,
  { readonly countries: readonly Country[]; readonly currencies: readonly Currency[] }
> = {
  KK: { countries: ["de", "at", "ch", "fr", "be", "nl"], currencies: ["EUR", "CHF"] },
  KD: { countries: ["de", "at", "nl"], currencies: ["EUR"] },
  KC: { countries: ["de", "at", "ch", "nl", "be"], currencies: ["EUR", "CHF"] },
  KN: { countries: ["de", "at", "ch", "nl", "be"], currencies: ["EUR", "CHF"] },
  PP: { countries: ["de", "at", "ch", "fr", "be", "nl"], currencies: ["EUR", "CHF"] },
  G: { countries: ["de", "at", "ch", "fr", "be", "nl"], currencies: ["EUR", "CHF"] },
  NN: { countries: ["de", "at"], currencies: ["EUR"] },
  RE: { countries: ["de", "at", "ch"], currencies: ["EUR", "CHF"] },
  V: { countries: ["de", "at", "ch", "fr", "be", "nl"], currencies: ["EUR", "CHF"] },
  TW: { countries: ["ch"], currencies: ["CHF"] },
  IL: { countries: ["nl"], currencies: ["EUR"] },
  AP: { countries: ["de", "at", "ch", "fr", "be", "nl"], currencies: ["EUR", "CHF"] },
};

/** The methods whose payment is made on the provider's page, the shopper coming back after. */
const redirectMethods: readonly PaymentMethodCode[] = ["PP", "KD", "KC", "KN", "IL"];

/** Whether the shopper pays on the provider's page (PayPal, Klarna, iDEAL) and comes back. */
export function isRedirectPaymentMethod(code: PaymentMethodCode): boolean {
  return redirectMethods.includes(code);
}

/** A payment method as the checkout offers it. */
export interface PaymentMethodOffer {
  readonly code: PaymentMethodCode;
  /** The shopper pays on the provider's page (PayPal, Klarna, iDEAL) and comes back. */
  readonly redirect: boolean;
  /** PayPal only: instalments offered too (shop option `paypalInstallments`). */
  readonly instalments: boolean;
}

/**
 * The payment methods a shop offers (issue 18, point 3), in the spec's order: each where its
 * country and currency take it (TWINT only in ch, iDEAL only in nl), PayPal with instalments
 * only where the shop option `paypalInstallments` says.
 */
export function paymentMethodsFor(shop: {
  readonly country: Country;
  readonly currency: Currency;
  readonly paypalInstallments: boolean;
}): PaymentMethodOffer[] {
  return paymentMethodCodes
    .filter((code) => {
      const market = paymentMethodMarkets[code];
      return market.countries.includes(shop.country) && market.currencies.includes(shop.currency);
    })
    .map((code) => ({
      code,
      redirect: isRedirectPaymentMethod(code),
      instalments: code === "PP" && shop.paypalInstallments,
    }));
}
