import { sendShopCommand, type BasketItemAdded } from "@shop/shared";

/**
 * Asks the basket team to add one of a variant (a card adds the first variant, catalogue spec
 * point 7) through the page's command channel: the answer comes once the basket API confirmed
 * the add, and the command is not lost when the mini-basket has not hydrated or fell back
 * (decision 0024). A personalised article carries its texts.
 */
export function addToBasket(
  variantId: string,
  productName: string,
  customText?: Readonly<Record<`text${number}`, string>>,
): Promise<BasketItemAdded> {
  return sendShopCommand("basket:add-item", {
    variantId,
    quantity: 1,
    productName,
    ...(customText ? { customText } : {}),
  });
}

/**
 * The page a card sends a shopper to instead of adding directly (catalogue spec point 2): a
 * product with several variants, or a personalised one, opens with `action=addToCart`.
 */
export function addToCartPageHref(productPagePath: string): string {
  return `${productPagePath}?action=addToCart`;
}
