import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { idempotencyKeyHeader, type ApiError } from "@shop/shared";
import {
  countOrRefuse,
  jsonBody,
  type RateLimits,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";
import { requestHash, type IdempotencyStore } from "../store/idempotency-store.ts";
import { cartShop, ownedKey } from "./cart-access.ts";
import { parseBody } from "./cart-bodies.ts";
import { placeOrderLimit } from "./checkout-api.ts";
import { idempotencyKeyOf, refusedRepeat } from "./idempotency-key.ts";
import { CheckoutRefusal } from "./order-placement.ts";
import { reservationBody } from "./reservation-bodies.ts";
import type { ReservationPlacement } from "./reservation-placement.ts";

export interface ReservationApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
  readonly idempotency: IdempotencyStore;
  readonly reservation: ReservationPlacement;
}

/**
 * The request's shop when it offers click and reserve (core spec point 3, option
 * `clickAndReserve`); a 404 with a message otherwise.
 */
export function clickAndReserveShop(shops: ShopDirectory, c: Context) {
  const resolved = cartShop(shops, c);
  const { options } = shops.configResponse(resolved.shop, resolved.context.language);
  if (!options.clickAndReserve) {
    throw new HTTPException(404, { message: "This shop offers no reservation in a store" });
  }
  return resolved;
}

/**
 * `POST /api/shop/reservations/?locale=` (decision 0046): reserves a basket the session owns, or
 * one variant, in a store, once per `Idempotency-Key` (required), exactly as `placeOrder` is
 * guarded: the same key and body answer the first call's reservation, another body 422, a call
 * still running 409.
 */
export function reservationApiRoutes(sources: ReservationApiSources): Hono {
  const { shops, sessions, idempotency, reservation } = sources;
  const app = new Hono();
  // Mounted below the whole shop API: no middleware here, or it would run for every call there.
  app.post("/reservations/", async (c) => {
    c.header("cache-control", "private, no-store");
    const { shop, context } = clickAndReserveShop(shops, c);
    const body = parseBody(reservationBody, await jsonBody(c));
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === undefined) {
      throw new HTTPException(400, { message: `A reservation needs an ${idempotencyKeyHeader}` });
    }
    await countOrRefuse(c, sources.rateLimits, [
      [`reserve:address:${sources.clientAddress(c)}`, placeOrderLimit],
    ]);
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const owner = { basketKey: owned.key, userId: owned.userId, idempotencyKey };
    try {
      const run = await idempotency.run(
        owned.key,
        `reserve:${idempotencyKey}`,
        requestHash(body),
        () => reservation.reserve(shop, context, owner, body),
      );
      if (run.kind !== "answered") refusedRepeat(run.kind);
      if (run.replayed) c.header("idempotent-replayed", "true");
      return c.json(run.answer.body, run.answer.status as ContentfulStatusCode);
    } catch (error) {
      if (!(error instanceof CheckoutRefusal)) throw error;
      return c.json<ApiError>({ error: error.message, key: error.key }, error.status);
    }
  });

  return app;
}
