import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError, Basket, BasketChangeResponse, CurrentBasketResponse } from "@shop/shared";
import { jsonBody, type Sessions, type ShopDirectory } from "@shop/shared/platform";
import type { BasketChange, BasketStore } from "../store/basket-store.ts";
import {
  requestHash,
  type IdempotencyStore,
  type StoredAnswer,
} from "../store/idempotency-store.ts";
import { cartShop, ownedKey, readableKey, sessionUserId } from "./cart-access.ts";
import { addItemBody, deleteItemBody, parseBody, updateItemBody } from "./cart-bodies.ts";
import type { CartReads } from "./cart-reads.ts";
import { idempotencyKeyOf, refusedRepeat } from "./idempotency-key.ts";

export interface BasketApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly baskets: BasketStore;
  readonly reads: CartReads;
  readonly idempotency: IdempotencyStore;
}

/**
 * The basket calls of core spec point 7 under `/api/shop/basket/`: get, addItem, updateItem,
 * deleteItem; every call checks that the session owns the key. Plus `current/`, the session's
 * own basket, for the server-rendered mini-basket.
 */
export function basketApiRoutes({
  shops,
  sessions,
  baskets,
  reads,
  idempotency,
}: BasketApiSources): Hono {
  const app = new Hono();

  const answer = (c: Context, key: string): Promise<Basket> => {
    const { shop, context } = cartShop(shops, c);
    return reads.basket(shop, context, key);
  };

  /**
   * A change's answer: the basket as the change left it, with the coupon read with its rows
   * (decision 0053), and the reason when it was refused.
   */
  const changeAnswer = async (
    c: Context,
    key: string,
    change: Promise<BasketChange>,
  ): Promise<StoredAnswer> => {
    const { shop, context } = cartShop(shops, c);
    const changed = await change;
    const basket = reads.answer(shop, context, key, changed);
    const { outcome } = changed;
    if (!outcome.ok) {
      const body: ApiError & { basket: Basket } = {
        error: outcome.error,
        key: outcome.key,
        basket,
      };
      return { status: outcome.status, body };
    }
    const body: BasketChangeResponse = { type: "success", basket };
    return { status: 200, body };
  };

  const send = (c: Context, { status, body }: StoredAnswer) =>
    c.json(body, status as ContentfulStatusCode);

  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.get("/get/:basketKey/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const read = await readableKey(c, sessions, context, c.req.param("basketKey"), "basket");
    return c.json<Basket>(
      read.held ? await answer(c, read.key) : reads.emptyBasket(shop, context, read.key),
    );
  });

  app.get("/current/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const userId = await sessionUserId(sessions, await sessions.current(c));
    return c.json<CurrentBasketResponse>(await reads.currentBasket(shop, context, userId));
  });

  // With an Idempotency-Key (issue 15, point 3), a repeat within the window answers the first
  // call's result and adds nothing.
  app.post("/addItem/", async (c) => {
    const { context } = cartShop(shops, c);
    const body = parseBody(addItemBody, await jsonBody(c));
    const idempotencyKey = idempotencyKeyOf(c);
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const add = () =>
      changeAnswer(
        c,
        owned.key,
        baskets.add(
          context,
          { basketKey: owned.key, userId: owned.userId },
          body.variantId,
          body.quantity,
          {
            customText: body.customData?.customText,
            displayData: body.displayData,
            isMainItem: body.itemGroup?.isMainItem,
            isRequired: body.itemGroup?.isRequired,
          },
        ),
      );
    if (idempotencyKey === undefined) return send(c, await add());
    const run = await idempotency.run(owned.key, idempotencyKey, requestHash(body), add);
    if (run.kind !== "answered") refusedRepeat(run.kind);
    if (run.replayed) c.header("idempotent-replayed", "true");
    return send(c, run.answer);
  });

  app.post("/updateItem/", async (c) => {
    const { context } = cartShop(shops, c);
    const body = parseBody(updateItemBody, await jsonBody(c));
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const change = baskets.update(context, owned.key, body.itemKey, {
      quantity: body.quantity,
      version: body.options?.version,
      input: { customText: body.customData?.customText, displayData: body.displayData },
    });
    return send(c, await changeAnswer(c, owned.key, change));
  });

  app.delete("/deleteItem/", async (c) => {
    const { context } = cartShop(shops, c);
    const body = parseBody(deleteItemBody, await jsonBody(c));
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const outcome = await baskets.remove(owned.key, body.itemKey);
    if (!outcome.ok)
      return c.json<ApiError>({ error: outcome.error, key: outcome.key }, outcome.status);
    return c.json<Basket>(await answer(c, owned.key));
  });

  return app;
}
