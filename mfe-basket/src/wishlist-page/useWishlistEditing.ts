import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useState } from "react";
import { pushToDataLayer, type ShopContext, type Wishlist, type WishlistItem } from "@shop/shared";
import { addedLine } from "../lines/added-line.ts";
import { announceBasket, announceWishlist, basketSummary } from "../basket-client/announce.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import type { LayerContent } from "../mini-basket/useAddItemCommand.ts";
import { addToCartEvent, wishlistEvent } from "../tracking/cart-events.ts";

/**
 * The wishlist page's editing: move to basket (add one to the basket, then remove the line from
 * the wishlist, and open the add-to-cart layer for it) and remove, with announcements, tracking
 * and screen-reader status.
 */
export function useWishlistEditing(
  shop: ShopContext,
  initial: Wishlist | null,
  wishlistKey: string | null,
) {
  const { _ } = useLingui();
  const [wishlist, setWishlist] = useState(initial);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  // The add-to-cart layer for the wishlist (catalogue spec point 7), after a move.
  const [layer, setLayer] = useState<LayerContent | null>(null);
  const closeLayer = useCallback(() => setLayer(null), []);

  useEffect(() => {
    cartSession(shop).keys.rememberServerKey(wishlistKey);
  }, [shop, wishlistKey]);

  const removeLine = useCallback(
    async (item: WishlistItem) => {
      const next = await cartSession(shop).wishlist.deleteItem(item.key);
      setWishlist(next);
      announceWishlist(next);
      pushToDataLayer(wishlistEvent("remove", [item], shop.currency, shop.country));
    },
    [shop],
  );

  const run = useCallback(
    async (item: WishlistItem, task: () => Promise<string>) => {
      setBusyKey(item.key);
      setError("");
      try {
        setStatus(await task());
      } catch {
        setStatus("");
        setError(
          _(
            msg({
              id: "wishlist.changeFailed",
              message: "Your wishlist could not be changed. Please try again.",
            }),
          ),
        );
      } finally {
        setBusyKey(null);
      }
    },
    [_],
  );

  const move = (item: WishlistItem) =>
    run(item, async () => {
      const basket = await cartSession(shop).basket.addItem(item.variant.id, 1);
      announceBasket(basketSummary(basket));
      const line = addedLine(basket, item.variant.id);
      if (line) pushToDataLayer(addToCartEvent(line, 1, basket, shop.country));
      await removeLine(item);
      const name = item.product.name;
      setLayer({ kind: "success", productName: name, line, gift: false });
      return _(msg({ id: "wishlist.movedToBasket", message: `${name} was moved to your basket.` }));
    });

  const remove = (item: WishlistItem) =>
    run(item, async () => {
      await removeLine(item);
      const productName = item.product.name;
      return _(
        msg({ id: "wishlist.removed", message: `${productName} was removed from your wishlist.` }),
      );
    });

  return { wishlist, busyKey, status, error, move, remove, layer, closeLayer };
}
