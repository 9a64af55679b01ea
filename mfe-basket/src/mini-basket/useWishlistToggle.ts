import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import {
  emitShopEvent,
  handleShopCommand,
  pushToDataLayer,
  showToast,
  type ShopContext,
} from "@shop/shared";
import { announceWishlist } from "../basket-client/announce.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import { wishlistEvent } from "../tracking/cart-events.ts";

let queue: Promise<unknown> = Promise.resolve();

/**
 * Handles the `wishlist:toggle` command where the shop has a wishlist (core spec point 4: add an
 * absent product, else remove all its items), announces `wishlist:updated`, tracks the add or
 * remove, and confirms with a toast; a failure is told with a toast and to the sender. A toggle
 * sent before the mini-basket started waits for it (decision 0060). `productIds` is null where
 * the shop has no wishlist, and undefined while the browser reads the visitor's on a kept page
 * (decision 0059). Announces them once they are known, unless a toggle announced a newer
 * wishlist first.
 */
export function useWishlistToggle(
  shop: ShopContext,
  i18n: I18n,
  productIds: readonly string[] | null | undefined,
): void {
  const offered = productIds !== null;
  // Whether `wishlist:updated` went out: the known ids once, or a toggle's newer wishlist.
  const announced = useRef(false);

  useEffect(() => {
    if (!productIds || announced.current) return;
    announced.current = true;
    emitShopEvent("wishlist:updated", { productIds });
  }, [productIds]);

  useEffect(() => {
    if (!offered) return;
    const toggle = async (productId: string, variantId: string) => {
      const client = cartSession(shop).wishlist;
      const { added, wishlist, changed } = await client.toggle(productId, variantId);
      announced.current = true;
      announceWishlist(wishlist);
      pushToDataLayer(
        wishlistEvent(added ? "add" : "remove", changed, shop.currency, shop.country),
      );
      return added;
    };
    return handleShopCommand("wishlist:toggle", ({ detail }) => {
      const { productId, variantId, productName } = detail;
      const task = () => toggle(productId, variantId);
      const done = queue.then(task, task);
      queue = done;
      return done.then(
        (added) => {
          showToast(
            added
              ? i18n._(
                  msg({
                    id: "wishlist.added",
                    message: `${productName} was saved to your wishlist.`,
                  }),
                )
              : i18n._(
                  msg({
                    id: "wishlist.removed",
                    message: `${productName} was removed from your wishlist.`,
                  }),
                ),
            "success",
          );
          return { saved: added };
        },
        (error: unknown) => {
          showToast(
            i18n._(
              msg({ id: "wishlist.toggleFailed", message: `Your wishlist could not be changed.` }),
            ),
            "error",
          );
          throw error;
        },
      );
    });
  }, [shop, i18n, offered]);
}
