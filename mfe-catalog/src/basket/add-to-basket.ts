import { emitShopEvent } from "@shop/shared";

/**
 * Asks the basket team to add one of a variant (a card adds the first variant, catalogue spec
 * point 7); the basket slice handles the command and announces the result.
 */
export function addToBasket(variantId: string, productName: string): void {
  emitShopEvent("basket:add-item", { variantId, quantity: 1, productName });
}
