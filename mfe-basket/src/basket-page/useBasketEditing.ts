import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  onShopEvent,
  pushToDataLayer,
  type Basket,
  type BasketItem,
  type ShopContext,
} from "@shop/shared";
import { ShopApiError } from "@shop/shared/api-client";
import { announceBasket, basketSummary } from "../basket-client/announce.ts";
import { basketOfRefusal } from "../basket-client/basket-client.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import { modifyInCartEvent, removeFromCartEvent, viewCartEvent } from "../tracking/cart-events.ts";

/**
 * The basket page's editing: quantity changes with the line's version (a stale or over-stock
 * answer shows the basket it carries), removal, announcements for screen readers, tracking, and
 * a refetch when another fragment announces a different basket (an add in the header's layer).
 */
export function useBasketEditing(
  shop: ShopContext,
  initial: Basket | null,
  basketKey: string | null,
) {
  const { _ } = useLingui();
  const [basket, setBasket] = useState(initial);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const shown = useRef(initial);

  const show = useCallback((next: Basket) => {
    shown.current = next;
    setBasket(next);
    announceBasket(basketSummary(next));
  }, []);

  useEffect(() => {
    cartSession(shop).keys.rememberServerKey(basketKey);
    if (initial) pushToDataLayer(viewCartEvent(initial, shop.country));
    return onShopEvent("basket:updated", ({ itemCount, total }) => {
      const current = shown.current;
      if (current && current.itemCount === itemCount && current.cost.total === total) return;
      if (!current && itemCount === 0) return;
      void cartSession(shop)
        .basket.get()
        .then((fresh) => {
          shown.current = fresh;
          setBasket(fresh);
        })
        .catch(() => undefined);
    });
  }, [shop, initial, basketKey]);

  const refused = useCallback(
    (failure: unknown) => {
      const current = basketOfRefusal(failure);
      if (current) show(current);
      const key = failure instanceof ShopApiError ? failure.body.key : undefined;
      setStatus("");
      setError(
        key === "basket.notEnoughStock"
          ? _(
              msg({
                id: "basket.notEnoughStock",
                message: "There is not enough stock for this quantity.",
              }),
            )
          : key === "basket.stale"
            ? _(
                msg({
                  id: "basket.stale",
                  message: "Your basket changed in another window. Here it is as it is now.",
                }),
              )
            : _(
                msg({
                  id: "basket.changeFailed",
                  message: "Your basket could not be changed. Please try again.",
                }),
              ),
      );
    },
    [_, show],
  );

  const changeQuantity = useCallback(
    async (item: BasketItem, quantity: number) => {
      setBusyKey(item.key);
      setError("");
      try {
        const next = await cartSession(shop).basket.updateItem(item.key, quantity, item.version);
        show(next);
        const line = next.items.find((candidate) => candidate.key === item.key);
        if (line) pushToDataLayer(modifyInCartEvent(line, item.quantity, next, shop.country));
        const name = item.product.name;
        setStatus(
          _(msg({ id: "basket.quantityChanged", message: `Quantity of ${name}: ${quantity}.` })),
        );
      } catch (failure) {
        refused(failure);
      } finally {
        setBusyKey(null);
      }
    },
    [_, shop, show, refused],
  );

  const remove = useCallback(
    async (item: BasketItem) => {
      setBusyKey(item.key);
      setError("");
      try {
        const next = await cartSession(shop).basket.deleteItem(item.key);
        show(next);
        pushToDataLayer(removeFromCartEvent(item, next, shop.country));
        const name = item.product.name;
        setStatus(
          _(msg({ id: "basket.itemRemoved", message: `${name} was removed from your basket.` })),
        );
      } catch (failure) {
        refused(failure);
      } finally {
        setBusyKey(null);
      }
    },
    [_, shop, show, refused],
  );

  // `show` also takes a basket another control changed (the coupon field).
  return { basket, busyKey, status, error, changeQuantity, remove, show };
}
