import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useState } from "react";
import {
  onShopEvent,
  pushToDataLayer,
  showToast,
  type BasketItem,
  type ShopContext,
  type ShopEventMap,
} from "@shop/shared";
import { announceBasket, basketSummary, type BasketSummary } from "../basket-client/announce.ts";
import { basketOfRefusal } from "../basket-client/basket-client.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import { addedLine } from "../lines/added-line.ts";
import { isGiftItem } from "../lines/gift-item.ts";
import { addToCartEvent } from "../tracking/cart-events.ts";

/** What the add-to-cart layer shows (catalogue spec point 4: visible as success or error). */
export type LayerContent =
  | {
      readonly kind: "success";
      readonly productName: string;
      readonly line: BasketItem | undefined;
      readonly gift: boolean;
    }
  | { readonly kind: "error"; readonly productName: string };

/** Serialises the commands of one page, so rapid clicks are handled one after another. */
let queue: Promise<unknown> = Promise.resolve();
function enqueue(task: () => Promise<void>): void {
  queue = queue.then(task, task);
}

/**
 * Handles the `basket:add-item` command: adds through the basket API, updates and announces the
 * basket, tracks `frontend_add_to_cart`, shows the toast (basket.addedToCart,
 * basket.addToCartGift or basket.addToCartFailed, core spec point 8) and opens the layer.
 */
export function useAddItemCommand(
  shop: ShopContext,
  i18n: I18n,
  setSummary: (summary: BasketSummary) => void,
) {
  const [layer, setLayer] = useState<LayerContent | null>(null);
  const closeLayer = useCallback(() => setLayer(null), []);

  useEffect(() => {
    const add = async ({
      variantId,
      quantity,
      productName,
      customText,
    }: ShopEventMap["basket:add-item"]) => {
      try {
        const basket = await cartSession(shop).basket.addItem(variantId, quantity, {
          ...(customText ? { customText } : {}),
        });
        const summary = basketSummary(basket);
        setSummary(summary);
        announceBasket(summary);
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
        setLayer({ kind: "success", productName, line, gift });
      } catch (error) {
        const current = basketOfRefusal(error);
        if (current) {
          const summary = basketSummary(current);
          setSummary(summary);
          announceBasket(summary);
        }
        showToast(
          i18n._(
            msg({
              id: "basket.addToCartFailed",
              message: `${productName} could not be added to your basket.`,
            }),
          ),
          "error",
        );
        setLayer({ kind: "error", productName });
      }
    };
    return onShopEvent("basket:add-item", (detail) => enqueue(() => add(detail)));
  }, [shop, i18n, setSummary]);

  return { layer, closeLayer };
}
