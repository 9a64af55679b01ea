import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type {
  ApiError,
  CurrentWishlistResponse,
  Wishlist,
  WishlistChangeResponse,
} from "@shop/shared";
import { jsonBody, type Sessions, type ShopDirectory } from "@shop/shared/platform";
import type { WishlistStore } from "../store/wishlist-store.ts";
import { cartShop, ownedKey, readableKey, sessionUserId } from "./cart-access.ts";
import { addWishlistItemBody, deleteWishlistItemBody, parseBody } from "./cart-bodies.ts";
import type { CartReads } from "./cart-reads.ts";

export interface WishlistApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly wishlists: WishlistStore;
  readonly reads: CartReads;
}

const notOffered = () => new HTTPException(404, { message: "This shop has no wishlist" });

/**
 * The wishlist calls of core spec point 7 under `/api/shop/wishlist/`, only where the shop
 * offers a wishlist (core spec point 6); every call checks that the session owns the key.
 */
export function wishlistApiRoutes({ shops, sessions, wishlists, reads }: WishlistApiSources): Hono {
  const app = new Hono();

  const offered = (c: Context) => {
    const { shop, context } = cartShop(shops, c);
    if (!reads.wishlistOffered(shop, context)) throw notOffered();
    return context;
  };

  const answer = (c: Context, key: string): Promise<Wishlist> =>
    reads.wishlist(cartShop(shops, c).context, key);

  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.get("/get/:wishlistKey/", async (c) => {
    const read = await readableKey(c, sessions, offered(c), c.req.param("wishlistKey"), "wishlist");
    return c.json<Wishlist>(read.held ? await answer(c, read.key) : reads.emptyWishlist(read.key));
  });

  app.get("/current/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const userId = await sessionUserId(sessions, await sessions.current(c));
    const current = await reads.currentWishlist(shop, context, userId);
    if (!current) throw notOffered();
    return c.json<CurrentWishlistResponse>(current);
  });

  app.post("/addItem/", async (c) => {
    const context = offered(c);
    const body = parseBody(addWishlistItemBody, await jsonBody(c));
    const owned = await ownedKey(c, sessions, context, body.wishlistKey, "wishlist");
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
    const owned = await ownedKey(c, sessions, context, body.wishlistKey, "wishlist");
    const outcome = await wishlists.remove(owned.key, body.itemKey);
    if (!outcome.ok)
      return c.json<ApiError>({ error: outcome.error, key: outcome.key }, outcome.status);
    return c.json<Wishlist>(await answer(c, owned.key));
  });

  return app;
}
