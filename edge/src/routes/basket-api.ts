import { Hono, type Context } from "hono";
import {
  basketKey,
  type ApiError,
  type Basket,
  type BasketChangeResponse,
  type CurrentBasketResponse,
} from "@shop/shared";
import type { BasketStore, BasketOutcome } from "../basket/basket-store.ts";
import { toBasket } from "../basket/basket-view.ts";
import type { IdentitySources } from "../identity/identity-sources.ts";
import { cartShop, ownedKey, sessionUserId } from "./cart-access.ts";
import { addItemBody, deleteItemBody, parseBody, updateItemBody } from "./cart-bodies.ts";
import { shippingLabels } from "../basket/shipping-labels.ts";
import { jsonBody } from "./json-body.ts";

export interface BasketApiSources {
  readonly identity: IdentitySources;
  readonly baskets: BasketStore;
}

/**
 * The basket calls of core spec point 7 under `/api/shop/basket/`: get, addItem, updateItem,
 * deleteItem; every call checks that the session owns the key. Plus `current/`, the session's
 * own basket, for the server-rendered mini-basket.
 */
export function basketApiRoutes({ identity, baskets }: BasketApiSources): Hono {
  const app = new Hono();

  const answer = async (c: Context, key: string): Promise<Basket> => {
    const { shop, context } = cartShop(identity, c);
    const config = identity.shops.configResponse(shop, context.language);
    return toBasket(
      key,
      await baskets.items(context, key),
      config,
      shippingLabels(context.language),
    );
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
    const { context } = cartShop(identity, c);
    const owned = await ownedKey(c, identity, context, c.req.param("basketKey"), "basket");
    return c.json<Basket>(await answer(c, owned.key));
  });

  app.get("/current/", async (c) => {
    const { context } = cartShop(identity, c);
    const userId = await sessionUserId(c, identity);
    const key = userId ? basketKey(context.shopId, userId) : null;
    return c.json<CurrentBasketResponse>({
      basketKey: key,
      basket: key ? await answer(c, key) : null,
    });
  });

  app.post("/addItem/", async (c) => {
    const { context } = cartShop(identity, c);
    const body = parseBody(addItemBody, await jsonBody(c));
    const owned = await ownedKey(c, identity, context, body.basketKey, "basket");
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
    const { context } = cartShop(identity, c);
    const body = parseBody(updateItemBody, await jsonBody(c));
    const owned = await ownedKey(c, identity, context, body.basketKey, "basket");
    const outcome = await baskets.update(context, owned.key, body.itemKey, {
      quantity: body.quantity,
      version: body.options?.version,
      input: { customText: body.customData?.customText, displayData: body.displayData },
    });
    return changed(c, owned.key, outcome);
  });

  app.delete("/deleteItem/", async (c) => {
    const { context } = cartShop(identity, c);
    const body = parseBody(deleteItemBody, await jsonBody(c));
    const owned = await ownedKey(c, identity, context, body.basketKey, "basket");
    const outcome = await baskets.remove(owned.key, body.itemKey);
    if (!outcome.ok)
      return c.json<ApiError>({ error: outcome.error, key: outcome.key }, outcome.status);
    return c.json<Basket>(await answer(c, owned.key));
  });

  return app;
}
