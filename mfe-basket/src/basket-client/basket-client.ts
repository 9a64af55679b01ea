import {
  newCommandId,
  type AddBasketItemRequest,
  type Basket,
  type BasketChangeResponse,
  type CustomText,
  type Locale,
} from "@shop/shared";
import { callShopApi, ShopApiError, type Fetch } from "@shop/shared/api-client";
import type { CartKeys } from "./cart-keys.ts";

/** A 404 without a translation key: the key is not this session's (or does not exist). */
function isForeignKey(error: unknown): boolean {
  return error instanceof ShopApiError && error.status === 404 && error.key === undefined;
}

/**
 * Runs a call with the current key, once a key the server names later is known (decision 0059);
 * when the shop answers that the key is another session's (404 without a translation key),
 * recovers a key (the session's own, else a new anonymous id) and retries once (issue 8).
 */
export async function withOwnedKey<T>(keys: CartKeys, call: () => Promise<T>): Promise<T> {
  await keys.known();
  const userId = keys.userId();
  try {
    return await call();
  } catch (error) {
    if (!isForeignKey(error)) throw error;
    await keys.recover(userId);
    return call();
  }
}

/** What a stale or over-stock change answers (409): the reason's key and the current basket. */
export function basketOfRefusal(error: unknown): Basket | undefined {
  if (!(error instanceof ShopApiError) || error.status !== 409) return undefined;
  const basket = error.body.basket;
  return typeof basket === "object" && basket !== null ? (basket as Basket) : undefined;
}

export interface BasketClient {
  get(): Promise<Basket>;
  /**
   * Adds a variant. `idempotencyKey` (the command's id) goes with every try of this add, so
   * retries never add twice; without one, a new key is made for this add.
   */
  addItem(
    variantId: string,
    quantity: number,
    extra?: { customText?: CustomText; idempotencyKey?: string },
  ): Promise<Basket>;
  /** Sets a line's quantity; `version` refuses the change (409) when the line changed meanwhile. */
  updateItem(itemKey: string, quantity: number, version: number): Promise<Basket>;
  deleteItem(itemKey: string): Promise<Basket>;
}

/** The basket calls of core spec point 7 for one shop locale. */
export function basketClient(fetchImpl: Fetch, keys: CartKeys, locale: Locale): BasketClient {
  const query = `?locale=${encodeURIComponent(locale)}`;
  return {
    get: () =>
      withOwnedKey(keys, () =>
        callShopApi<Basket>(
          `/api/shop/basket/get/${encodeURIComponent(keys.basketKey())}/${query}`,
          { fetch: fetchImpl },
        ),
      ),
    addItem: (variantId, quantity, extra) => {
      const idempotencyKey = extra?.idempotencyKey ?? newCommandId();
      return withOwnedKey(keys, async () => {
        const body: AddBasketItemRequest = {
          basketKey: keys.basketKey(),
          variantId,
          quantity,
          ...(extra?.customText ? { customData: { customText: extra.customText } } : {}),
        };
        const answer = await callShopApi<BasketChangeResponse>(
          `/api/shop/basket/addItem/${query}`,
          { method: "POST", body, idempotencyKey, fetch: fetchImpl },
        );
        return answer.basket;
      });
    },
    updateItem: async (itemKey, quantity, version) => {
      const answer = await callShopApi<BasketChangeResponse>(
        `/api/shop/basket/updateItem/${query}`,
        {
          method: "POST",
          body: { basketKey: keys.basketKey(), itemKey, quantity, options: { version } },
          fetch: fetchImpl,
        },
      );
      return answer.basket;
    },
    deleteItem: (itemKey) =>
      callShopApi<Basket>(`/api/shop/basket/deleteItem/${query}`, {
        method: "DELETE",
        body: { basketKey: keys.basketKey(), itemKey },
        fetch: fetchImpl,
      }),
  };
}
