import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiError, Basket, BasketChangeResponse } from "@shop/shared";
import {
  countOrRefuse,
  jsonBody,
  type RateLimit,
  type RateLimits,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";
import type { BasketCoupons } from "./basket-coupons.ts";
import { cartShop, ownedKey } from "./cart-access.ts";
import { parseBody } from "./cart-bodies.ts";
import type { CartReads } from "./cart-reads.ts";

export interface CouponApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly reads: CartReads;
  readonly basketCoupons: BasketCoupons;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
}

/** Coupon attempts per client address: plenty for typing, too few to guess codes. */
export const addCouponLimit: RateLimit = { max: 30, windowMs: 10 * 60 * 1000 };

/** The cookie `?voucher=` is kept in (core spec point 2; written by the consent slice). */
export const voucherCookieName = "voucher";

/** Clears the voucher cookie: a coupon the shopper took off is not put on again. */
export const clearedVoucherCookie = `${voucherCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;

const addCouponBody = z.object({ basketKey: z.string(), code: z.string().max(80) });
const deleteCouponBody = z.object({ basketKey: z.string() });

/**
 * `POST /api/shop/basket/addCoupon/` and `DELETE /api/shop/basket/deleteCoupon/` (decision
 * 0045), beside the spec's addItem and deleteItem: the basket of a key the session owns gets
 * or loses its one coupon. Taking it off also clears the voucher cookie.
 */
export function couponApiRoutes(sources: CouponApiSources): Hono {
  const { shops, sessions, reads, basketCoupons } = sources;
  const app = new Hono();
  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.post("/addCoupon/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const body = parseBody(addCouponBody, await jsonBody(c));
    await countOrRefuse(c, sources.rateLimits, [
      [`coupon:address:${sources.clientAddress(c)}`, addCouponLimit],
    ]);
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const refusal = await basketCoupons.add(shop, context, owned.key, body.code);
    if (refusal) {
      const { status, ...answer } = refusal;
      return c.json<ApiError & { minimumOrderValue?: number }>(answer, status);
    }
    return c.json<BasketChangeResponse>({
      type: "success",
      basket: await reads.basket(shop, context, owned.key),
    });
  });

  app.delete("/deleteCoupon/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const body = parseBody(deleteCouponBody, await jsonBody(c));
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    await basketCoupons.remove(owned.key);
    c.header("set-cookie", clearedVoucherCookie, { append: true });
    return c.json<Basket>(await reads.basket(shop, context, owned.key));
  });

  return app;
}
