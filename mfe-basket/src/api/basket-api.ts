import { Hono, type Context } from "hono";
import type { ApiError, Basket, BasketChangeResponse, CurrentBasketResponse } from "@shop/shared";
import { jsonBody, type Sessions, type ShopDirectory } from "@shop/shared/platform";
import type { BasketOutcome, BasketStore } from "../store/basket-store.ts";
import { cartShop, ownedKey, sessionUserId } from "./cart-access.ts";
import { addItemBody, deleteItemBody, parseBody, updateItemBody } from "./cart-bodies.ts";
import type { CartReads } from "./cart-reads.ts";

export interface BasketApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly baskets: BasketStore;
  readonly reads: CartReads;
}

/**
 * The basket calls of core spec point 7 under `/api/shop/basket/`: get, addItem, updateItem,
 * deleteItem; every call checks that the session owns the key. Plus `current/`, the session's
 * own basket, for the server-rendered mini-basket.
 */
export function basketApiRoutes({ shops, sessions, baskets, reads }: BasketApiSources): Hono {
  const app = new Hono();

  const answer = (c: Context, key: string): Promise<Basket> => {
    const { shop, context } = cartShop(shops, c);
    return reads.basket(shop, context, key);
  };

  const changed = async (c: Context, key: string, outcome: BasketOutcome) => {
    if (!outcome.ok) {
      return c.json<ApiError & { basket: Basket }>(
        { error: outcome.error, key: outcome.key, basket: await answer(c, key) },
        outcome.status,
      );
    }
    return c.json<BasketChangeResponse>({ type: "success", basket: await answer(c, key) });
  };

  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.get("/get/:basketKey/", async (c) => {
    const { context } = cartShop(shops, c);
    const owned = await ownedKey(c, sessions, context, c.req.param("basketKey"), "basket");
    return c.json<Basket>(await answer(c, owned.key));
  });

  app.get("/current/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const userId = await sessionUserId(sessions, await sessions.current(c));
    return c.json<CurrentBasketResponse>(await reads.currentBasket(shop, context, userId));
  });

  app.post("/addItem/", async (c) => {
    const { context } = cartShop(shops, c);
    const body = parseBody(addItemBody, await jsonBody(c));
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const outcome = await baskets.add(
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
    );
    return changed(c, owned.key, outcome);
  });

  app.post("/updateItem/", async (c) => {
    const { context } = cartShop(shops, c);
    const body = parseBody(updateItemBody, await jsonBody(c));
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const outcome = await baskets.update(context, owned.key, body.itemKey, {
      quantity: body.quantity,
      version: body.options?.version,
      input: { customText: body.customData?.customText, displayData: body.displayData },
    });
    return changed(c, owned.key, outcome);
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
