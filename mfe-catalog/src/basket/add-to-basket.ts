import { emitShopEvent, type ProductTeaser } from "@shop/shared";

/**
 * Asks the basket team to add a product (catalogue spec point 7: the first variant, quantity 1);
 * the basket slice handles the command and announces the result.
 */
export function addToBasket(product: ProductTeaser): void {
  emitShopEvent("basket:add-item", {
    variantId: product.firstVariantId,
    quantity: 1,
    productName: product.name,
  });
}
