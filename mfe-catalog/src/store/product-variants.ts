import type { Bvc, PriceScaleBlock, ProductVariant, ShopContext, VariantAxis } from "@shop/shared";

/** A variant row with its price in one shop, as the product queries select it. */
export interface VariantRow {
  readonly id: string;
  readonly productId: string;
  readonly referenceKey: string;
  readonly axis: string | null;
  readonly axisValue: string | null;
  readonly stockQuantity: number;
  readonly bvc: number;
  readonly deliveryDaysFrom: number;
  readonly deliveryDaysTo: number;
  readonly paybackFactor: number;
  readonly withTax: number;
  readonly recommendedRetailPrice: number | null;
  readonly referencePrice: { withTax: number; unit: string; size: number } | null;
  readonly reductionRelative: number | null;
  readonly scales: readonly {
    amount: number;
    price: number;
    unit: string;
    pricePromotionKey: string;
  }[];
}

/**
 * The price reference ties a variant's price to the shop's price list: the article number (the
 * reference key's prefix before the first underscore) and the shop.
 */
function priceReference(referenceKey: string, shop: ShopContext): string {
  return `${referenceKey.split("_")[0]}@${shop.shopId}`;
}

function priceScaleBlock(row: VariantRow, reference: string): PriceScaleBlock {
  const block: Record<string, string | number> = {
    priceReference: reference,
    paybackFactor: row.paybackFactor,
  };
  row.scales.slice(0, 3).forEach((scale, index) => {
    const n = index + 1;
    block[`scaleAmount${n}`] = scale.amount;
    block[`scalePrice${n}`] = scale.price;
    block[`scaleUnit${n}`] = scale.unit;
    block[`scalePromotionKey${n}`] = scale.pricePromotionKey;
  });
  return block as unknown as PriceScaleBlock;
}

/** Converts a variant row to the API's variant (catalogue spec point 3, core spec point 3). */
export function toVariant(row: VariantRow, shop: ShopContext): ProductVariant {
  const reference = priceReference(row.referenceKey, shop);
  return {
    id: row.id,
    referenceKey: row.referenceKey,
    attributes:
      row.axis && row.axisValue
        ? { [row.axis as VariantAxis]: { label: row.axisValue, value: row.axisValue } }
        : {},
    price: {
      withTax: row.withTax,
      recommendedRetailPrice: row.recommendedRetailPrice,
      currencyCode: shop.currency,
      reference: row.referencePrice,
      appliedReductions:
        row.reductionRelative === null ? [] : [{ amount: { relative: row.reductionRelative } }],
    },
    priceScale: priceScaleBlock(row, reference),
    stock: { quantity: row.stockQuantity },
    delivery: {
      BVC: row.bvc as Bvc,
      deliveryDaysFrom: row.deliveryDaysFrom,
      deliveryDaysTo: row.deliveryDaysTo,
      priceReference: reference,
    },
  };
}

/** A variant can be bought unless it is sold out (BVC 4); siblings need one such variant. */
export function isBuyable(variant: ProductVariant): boolean {
  return variant.delivery.BVC !== 4;
}
