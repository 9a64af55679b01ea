import {
  availableQuantity,
  paybackPoints,
  pricePromotionKeyFor,
  shippingFor,
  unitPriceFor,
  withoutTax,
  type Basket,
  type BasketItem,
  type CustomText,
  type ShopConfigResponse,
} from "@shop/shared";
import { lineProduct, lineVariant, type LineRow } from "./line-rows.ts";

/** A basket line as stored, with its variant and product. */
export interface BasketItemRow extends LineRow {
  readonly itemKey: string;
  readonly quantity: number;
  readonly groupId: string;
  readonly isMainItem: boolean;
  readonly isRequired: boolean;
  readonly customText: CustomText | null;
  readonly displayData: Record<string, string>;
  readonly version: number;
}

/** Labels the shipping rule needs that the shop's configuration does not carry. */
export interface ShippingLabels {
  readonly freight: string;
  readonly freeShipping: string;
}

export function toBasketItem(row: BasketItemRow, config: ShopConfigResponse): BasketItem {
  const variant = lineVariant(row, config);
  const unit = unitPriceFor(row.quantity, row.withTax ?? 0, variant.priceScale);
  return {
    key: row.itemKey,
    quantity: row.quantity,
    availableQuantity: availableQuantity(row.stockQuantity),
    version: row.version,
    variant,
    product: lineProduct(row),
    itemGroup: { id: row.groupId, isMainItem: row.isMainItem, isRequired: row.isRequired },
    customData: {
      ...(row.customText ? { customText: row.customText } : {}),
      pricePromotionKey: pricePromotionKeyFor(row.quantity, variant.priceScale),
    },
    displayData: row.displayData,
    price: { unit, total: unit * row.quantity, reference: row.recommendedRetailPrice },
    promotionId: row.promo?.id ?? null,
    promotion: row.promo,
  };
}

/**
 * A basket as the API answers it (core spec point 3): its lines, the cost with and without tax,
 * the shipping from the shop's configuration, and payback points where the shop has payback.
 */
export function toBasket(
  key: string,
  rows: readonly BasketItemRow[],
  config: ShopConfigResponse,
  labels: ShippingLabels,
): Basket {
  const items = rows.map((row) => toBasketItem(row, config));
  const withTax = items.reduce((sum, item) => sum + item.price.total, 0);
  const shipping = shippingFor({
    orderValue: withTax,
    conditions: config.shipping.versandkostenBedingungen,
    frachtkosten: config.shipping.frachtkosten,
    freightLabel: labels.freight,
    bulky: items.some((item) => Boolean(item.product.advancedAttributes.bulkyOrLoad)),
    freeShipping:
      items.length > 0 &&
      items.every((item) => item.product.attributes.kostenloserVersand?.value === "j"),
    freeShippingLabel: labels.freeShipping,
  });
  return {
    key,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    cost: {
      withTax,
      withoutTax: withoutTax(withTax, config.country),
      shipping: items.length === 0 ? { ...shipping, cost: 0 } : shipping,
      total: withTax + (items.length === 0 ? 0 : shipping.cost),
      currencyCode: config.currency,
    },
    paybackPoints: config.options.payback
      ? paybackPoints(
          items.map((item) => ({
            factor: item.variant.priceScale.paybackFactor,
            unitPrice: item.price.unit,
            quantity: item.quantity,
          })),
        )
      : null,
  };
}
