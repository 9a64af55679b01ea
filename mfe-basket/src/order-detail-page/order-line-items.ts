import type { BasketItem, Currency, OrderLine } from "@shop/shared";
import type { OrderDetail } from "../orders/order-views.ts";

/**
 * An order line as a basket line card shows it (core spec point 2: "Basket line cards also
 * appear on order detail, without edit controls"): name, variant, quantity and prices as the
 * order keeps them; image, brand and link from the catalogue where it still has the product.
 */
export function orderLineItem(
  line: OrderLine,
  currencyCode: Currency,
  catalogue: OrderDetail["catalogue"],
): BasketItem {
  const known = catalogue[line.variantId];
  const product = {
    id: line.productId,
    referenceKey: line.productReferenceKey,
    brand: "",
    subbrand: null,
    seoPath: null,
    attributes: {},
    advancedAttributes: {},
    images: [],
    categories: [],
    ...known?.product,
    name: line.name,
  };
  const price = {
    withTax: line.unitPrice,
    recommendedRetailPrice: null,
    currencyCode,
    reference: null,
    appliedReductions: [],
  };
  return {
    key: line.variantId,
    quantity: line.quantity,
    availableQuantity: line.quantity,
    version: 1,
    product,
    variant: {
      id: line.variantId,
      referenceKey: line.variantReferenceKey,
      priceScale: known?.variant.priceScale ?? {
        priceReference: line.variantReferenceKey,
        paybackFactor: 0,
      },
      label: line.variantLabel,
      price,
    },
    itemGroup: { id: "", isMainItem: true, isRequired: false },
    customData: { pricePromotionKey: "default" },
    displayData: {},
    price: { unit: line.unitPrice, total: line.total, reference: null },
    promotionId: null,
    promotion: null,
  };
}
