import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  wishlistKey,
  type ApiError,
  type CurrentWishlistResponse,
  type Wishlist,
  type WishlistChangeResponse,
} from "@shop/shared";
import type { WishlistStore } from "../basket/wishlist-store.ts";
import type { IdentitySources } from "../identity/identity-sources.ts";
import { cartShop, ownedKey, sessionUserId } from "./cart-access.ts";
import { addWishlistItemBody, deleteWishlistItemBody, parseBody } from "./cart-bodies.ts";
import { jsonBody } from "./json-body.ts";

export interface WishlistApiSources {
  readonly identity: IdentitySources;
  readonly wishlists: WishlistStore;
}

/**
 * The wishlist calls of core spec point 7 under `/api/shop/wishlist/`, only where the shop
 * offers a wishlist (core spec point 6); every call checks that the session owns the key.
 */
export function wishlistApiRoutes({ identity, wishlists }: WishlistApiSources): Hono {
  const app = new Hono();

  const offered = (c: Context) => {
    const { shop, context } = cartShop(identity, c);
    if (!shop.options[context.language]?.wishlist) {
      throw new HTTPException(404, { message: "This shop has no wishlist" });
    }
    return context;
  };

  const answer = async (c: Context, key: string): Promise<Wishlist> => ({
    key,
    items: await wishlists.items(cartShop(identity, c).context, key),
  });

  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.get("/get/:wishlistKey/", async (c) => {
    const owned = await ownedKey(c, identity, offered(c), c.req.param("wishlistKey"), "wishlist");
    return c.json<Wishlist>(await answer(c, owned.key));
  });

  app.get("/current/", async (c) => {
    const context = offered(c);
    const userId = await sessionUserId(c, identity);
    const key = userId ? wishlistKey(context.shopId, userId) : null;
    return c.json<CurrentWishlistResponse>({
      wishlistKey: key,
      wishlist: key ? await answer(c, key) : null,
    });
  });

  app.post("/addItem/", async (c) => {
    const context = offered(c);
    const body = parseBody(addWishlistItemBody, await jsonBody(c));
    const owned = await ownedKey(c, identity, context, body.wishlistKey, "wishlist");
    const outcome = await wishlists.add(
      context,
      { wishlistKey: owned.key, userId: owned.userId },
      body.itemCreationId,
    );
    if (!outcome.ok)
      return c.json<ApiError>({ error: outcome.error, key: outcome.key }, outcome.status);
    return c.json<WishlistChangeResponse>({
      type: "success",
      wishlist: await answer(c, owned.key),
    });
  });

  app.delete("/deleteItem/", async (c) => {
    const context = offered(c);
    const body = parseBody(deleteWishlistItemBody, await jsonBody(c));
    const owned = await ownedKey(c, identity, context, body.wishlistKey, "wishlist");
    const outcome = await wishlists.remove(owned.key, body.itemKey);
    if (!outcome.ok)
      return c.json<ApiError>({ error: outcome.error, key: outcome.key }, outcome.status);
    return c.json<Wishlist>(await answer(c, owned.key));
  });

  return app;
}
