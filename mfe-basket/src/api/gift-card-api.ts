import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  giftCardCodePattern,
  giftCardPinPattern,
  type ApiError,
  type GiftCardBalance,
} from "@shop/shared";
import {
  jsonBody,
  type RateLimit,
  type RateLimits,
  type ShopDirectory,
} from "@shop/shared/platform";
import type { GiftCardStore } from "../store/gift-card-store.ts";
import { cartShop } from "./cart-access.ts";
import { parseBody } from "./cart-bodies.ts";

export interface GiftCardApiSources {
  readonly shops: ShopDirectory;
  readonly giftCards: GiftCardStore;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
}

/**
 * Balance checks per client address and per card (decision 0045): a shopper with a few cards
 * and typos gets through; guessing a 4-digit PIN would take a thousand windows, also from many
 * addresses at one card.
 */
export const giftCardAddressLimit: RateLimit = { max: 10, windowMs: 15 * 60 * 1000 };
export const giftCardCardLimit: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

/** A gift card's code and PIN as the balance check and the order placement take them. */
export const giftCardCode = z.string().trim().regex(giftCardCodePattern, "is not a gift card code");
export const giftCardPin = z.string().trim().regex(giftCardPinPattern, "must be 4 to 8 digits");

const balanceBody = z.object({ code: giftCardCode, pin: giftCardPin });

const refusals = {
  invalid: [422, "The gift card number or PIN is wrong"],
  expired: [422, "This gift card has expired"],
  currency: [422, "This gift card is for another currency"],
} as const;

/**
 * `POST /api/shop/checkout/giftCard/balance/` (decision 0045): the balance of a gift card when
 * its code and PIN match, rate limited per client address and per card (429
 * `giftCard.tooManyAttempts`, with `Retry-After`), every attempt counted. A wrong code and a
 * wrong PIN answer alike.
 */
export function giftCardApiRoutes(sources: GiftCardApiSources): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.post("/giftCard/balance/", async (c) => {
    const { context } = cartShop(sources.shops, c);
    const body = parseBody(balanceBody, await jsonBody(c));
    const checks: [string, RateLimit][] = [
      [`giftcard:address:${sources.clientAddress(c)}`, giftCardAddressLimit],
      [`giftcard:card:${body.code.toUpperCase()}`, giftCardCardLimit],
    ];
    const wait = await sources.rateLimits.longestWait(checks);
    if (wait > 0) {
      c.header("retry-after", String(wait));
      return c.json<ApiError>(
        { error: "Too many attempts; please wait a little", key: "giftCard.tooManyAttempts" },
        429,
      );
    }
    await sources.rateLimits.hit(...checks.map(([bucket]) => bucket));
    const card = await sources.giftCards.balance(body.code, body.pin, context.currency, new Date());
    if (typeof card === "string") {
      const [status, error] = refusals[card];
      return c.json<ApiError>({ error, key: `giftCard.${card}` }, status);
    }
    return c.json<GiftCardBalance>(card);
  });

  return app;
}
