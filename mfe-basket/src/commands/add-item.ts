import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  pushToDataLayer,
  showToast,
  type BasketItem,
  type ShopCommand,
  type ShopContext,
} from "@shop/shared";
import { announceBasket, basketSummary } from "../basket-client/announce.ts";
import { basketOfRefusal } from "../basket-client/basket-client.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import { addedLine } from "../lines/added-line.ts";
import { isGiftItem } from "../lines/gift-item.ts";
import { addToCartEvent } from "../tracking/cart-events.ts";

/** What an add ended in, for the add-to-cart layer (catalogue spec point 4: success or error). */
export type AddOutcome =
  | {
      readonly kind: "success";
      readonly productName: string;
      readonly line: BasketItem | undefined;
      readonly gift: boolean;
      readonly itemCount: number;
    }
  | { readonly kind: "error"; readonly productName: string; readonly error: unknown };

/** Serialises the adds of one page, so rapid clicks are handled one after another. */
let queue: Promise<unknown> = Promise.resolve();
export function oneAfterAnother<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Carries out a `basket:add-item` command: adds through the basket API with the command's id as
 * `Idempotency-Key`, announces the basket (`basket:updated`), tracks `frontend_add_to_cart`
 * and shows the toast (basket.addedToCart, basket.addToCartGift or basket.addToCartFailed, core
 * spec point 8). Never throws: a failure is the `error` outcome.
 */
export async function addItem(
  shop: ShopContext,
  i18n: I18n,
  { commandId, detail }: ShopCommand<"basket:add-item">,
): Promise<AddOutcome> {
  const { variantId, quantity, productName, customText } = detail;
  try {
    const basket = await cartSession(shop).basket.addItem(variantId, quantity, {
      ...(customText ? { customText } : {}),
      idempotencyKey: commandId,
    });
    announceBasket(basketSummary(basket));
    const line = addedLine(basket, variantId);
    const gift = line !== undefined && isGiftItem(line);
    if (line) pushToDataLayer(addToCartEvent(line, quantity, basket, shop.country));
    showToast(
      gift
        ? i18n._(
            msg({
              id: "basket.addToCartGift",
              message: `Your gift ${productName} was added to your basket.`,
            }),
          )
        : i18n._(
            msg({
              id: "basket.addedToCart",
              message: `${productName} was added to your basket.`,
            }),
          ),
      "success",
    );
    return { kind: "success", productName, line, gift, itemCount: basket.itemCount };
  } catch (error) {
    const current = basketOfRefusal(error);
    if (current) announceBasket(basketSummary(current));
    showToast(
      i18n._(
        msg({
          id: "basket.addToCartFailed",
          message: `${productName} could not be added to your basket.`,
        }),
      ),
      "error",
    );
    return { kind: "error", productName, error };
  }
}

/** The command's answer to its sender: the basket's item count, or the failure. */
export function commandResult(outcome: AddOutcome): { readonly itemCount: number } {
  if (outcome.kind === "error") throw outcome.error;
  return { itemCount: outcome.itemCount };
}
