import type { Bvc, ProductVariant } from "../api/products.ts";

/** A variant for the catalogue rules' tests: price in cents, code, days and stock as given. */
export function testVariant(
  referenceKey: string,
  options: {
    readonly price?: number;
    readonly rrp?: number | null;
    readonly bvc?: Bvc;
    readonly from?: number;
    readonly to?: number;
    readonly stock?: number;
    readonly size?: string;
  } = {},
): ProductVariant {
  return {
    id: `id-${referenceKey}`,
    referenceKey,
    attributes: options.size ? { asGro: { label: options.size, value: options.size } } : {},
    price: {
      withTax: options.price ?? 1000,
      recommendedRetailPrice: options.rrp ?? null,
      currencyCode: "EUR",
      reference: null,
      appliedReductions: [],
    },
    priceScale: { priceReference: "x", paybackFactor: 0 },
    stock: { quantity: options.stock ?? 5 },
    delivery: {
      BVC: options.bvc ?? 1,
      deliveryDaysFrom: options.from ?? 1,
      deliveryDaysTo: options.to ?? 2,
      priceReference: "x",
    },
  };
}
