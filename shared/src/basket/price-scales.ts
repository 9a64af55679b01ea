import type { PriceScaleBlock } from "../api/products.ts";

/** The promotion key of a line whose quantity reached no price scale. */
export const defaultPricePromotionKey = "default";

export interface PriceScale {
  readonly amount: number;
  readonly price: number;
  readonly unit: string;
  readonly pricePromotionKey: string;
}

/** The up to three scales of a price-scale block (scaleAmount1–3), lowest threshold first. */
export function priceScales(block: PriceScaleBlock): PriceScale[] {
  const scales: PriceScale[] = [];
  for (const n of [1, 2, 3] as const) {
    const amount = block[`scaleAmount${n}`];
    const price = block[`scalePrice${n}`];
    if (amount === undefined || price === undefined) continue;
    scales.push({
      amount,
      price,
      unit: block[`scaleUnit${n}`] ?? "",
      pricePromotionKey: block[`scalePromotionKey${n}`] ?? `scale${n}`,
    });
  }
  return scales.sort((a, b) => a.amount - b.amount);
}

/** The highest scale whose threshold is not above the quantity, if any. */
export function reachedScale(quantity: number, block: PriceScaleBlock): PriceScale | undefined {
  return priceScales(block)
    .filter((scale) => scale.amount <= quantity)
    .at(-1);
}

/**
 * Core spec point 4: changing the quantity recomputes pricePromotionKey to the highest scale
 * threshold not above the new quantity, otherwise `default`.
 */
export function pricePromotionKeyFor(quantity: number, block: PriceScaleBlock): string {
  return reachedScale(quantity, block)?.pricePromotionKey ?? defaultPricePromotionKey;
}

/** The unit price a quantity pays: the reached scale's price, else the variant's price. */
export function unitPriceFor(quantity: number, withTax: number, block: PriceScaleBlock): number {
  return reachedScale(quantity, block)?.price ?? withTax;
}

/** The next scale a line could reach by buying more, for the "buy N, pay less" hint. */
export function nextScale(quantity: number, block: PriceScaleBlock): PriceScale | undefined {
  return priceScales(block).find((scale) => scale.amount > quantity);
}
