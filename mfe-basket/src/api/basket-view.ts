import {
  availableQuantity,
  basketCoupon,
  paybackPoints,
  pricePromotionKeyFor,
  shippingFor,
  shippingMethodFor,
  unitPriceFor,
  withoutTax,
  type Basket,
  type BasketItem,
  type CouponTerms,
  type ShopConfigResponse,
} from "@shop/shared";
import type { BasketLine } from "../store/basket-lines.ts";

/** Labels the shipping rule needs that the shop's configuration does not carry. */
export interface ShippingLabels {
  readonly freight: string;
  readonly freeShipping: string;
}

/**
 * A basket line as the API answers it (core spec point 3): the unit price the quantity reached
 * on the variant's price scales, the available quantity from the catalogue's stock.
 */
export function toBasketItem(line: BasketLine): BasketItem {
  const { variant, product } = line.catalogue;
  const unit = unitPriceFor(line.quantity, line.catalogue.withTax ?? 0, variant.priceScale);
  return {
    key: line.itemKey,
    quantity: line.quantity,
    availableQuantity: availableQuantity(line.catalogue.stockQuantity),
    version: line.version,
    variant,
    product,
    itemGroup: { id: line.groupId, isMainItem: line.isMainItem, isRequired: line.isRequired },
    customData: {
      ...(line.customText ? { customText: line.customText } : {}),
      pricePromotionKey: pricePromotionKeyFor(line.quantity, variant.priceScale),
    },
    displayData: line.displayData,
    price: {
      unit,
      total: unit * line.quantity,
      reference: line.catalogue.recommendedRetailPrice,
    },
    promotionId: line.catalogue.promotion?.id ?? null,
    promotion: line.catalogue.promotion,
  };
}

/**
 * A basket as the API answers it (core spec point 3): its lines, the cost with and without tax,
 * the shipping from the shop's configuration, payback points where the shop has payback, and
 * the coupon with what it takes off the items now (decision 0045; shipping is reached by the
 * items' value before the reduction, as the minimum order value is).
 */
export function toBasket(
  key: string,
  lines: readonly BasketLine[],
  config: ShopConfigResponse,
  labels: ShippingLabels,
  coupon?: { readonly terms: CouponTerms; readonly now: Date },
): Basket {
  const items = lines.map(toBasketItem);
  const withTax = items.reduce((sum, item) => sum + item.price.total, 0);
  const applied = coupon
    ? basketCoupon(coupon.terms, {
        itemsTotal: withTax,
        currency: config.currency,
        now: coupon.now,
      })
    : null;
  const reduction = applied?.reduction ?? 0;
  const shipping = shippingFor({
    orderValue: withTax,
    conditions: config.shipping.versandkostenBedingungen,
    frachtkosten: config.shipping.frachtkosten,
    freightLabel: labels.freight,
    bulky: shippingMethodFor(items) === "freight",
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
      withoutTax: withoutTax(withTax - reduction, config.country),
      shipping: items.length === 0 ? { ...shipping, cost: 0 } : shipping,
      couponReduction: reduction,
      total: withTax - reduction + (items.length === 0 ? 0 : shipping.cost),
      currencyCode: config.currency,
    },
    coupon: applied,
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
