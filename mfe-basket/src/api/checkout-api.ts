import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  idempotencyKeyHeader,
  pathFor,
  safeLocation,
  type ApiError,
  type CatalogueLines,
  type Language,
  type OrderResponse,
} from "@shop/shared";
import {
  countOrRefuse,
  jsonBody,
  type Logger,
  type Mailer,
  type RateLimit,
  type RateLimits,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";
import { requestHash, type IdempotencyStore } from "../store/idempotency-store.ts";
import type { OrderStore } from "../store/order-store.ts";
import { cartShop, ownedKey } from "./cart-access.ts";
import { parseBody } from "./cart-bodies.ts";
import { placeOrderBody } from "./checkout-bodies.ts";
import { clearedVoucherCookie, voucherCookieName } from "./coupon-api.ts";
import { idempotencyKeyOf, refusedRepeat } from "./idempotency-key.ts";
import type { PaymentProvider } from "../payment/payment-provider.ts";
import { sendOrderConfirmation } from "./order-confirmation.ts";
import { CheckoutRefusal, orderResponse, stockOf, type OrderPlacement } from "./order-placement.ts";
import { ownOrder } from "./order-reads.ts";

export interface CheckoutApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
  readonly idempotency: IdempotencyStore;
  readonly placement: OrderPlacement;
  readonly orders: OrderStore;
  readonly payments: PaymentProvider;
  readonly catalogue: CatalogueLines;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** Order placements per client address (decision 0031): a family behind one address and then some. */
export const placeOrderLimit: RateLimit = { max: 60, windowMs: 10 * 60 * 1000 };

const noStore = async (c: Context, next: () => Promise<void>) => {
  c.header("cache-control", "private, no-store");
  await next();
};

/**
 * `POST /api/shop/checkout/placeOrder/?locale=` (issue 18, point 4): places the order of a
 * basket the session owns, once per `Idempotency-Key` (required): the same key and body answer
 * the first call's order, also while it runs (or 409 after 5 seconds), another body 422.
 */
export function checkoutApiRoutes(sources: CheckoutApiSources): Hono {
  const { shops, sessions, idempotency, placement } = sources;
  const app = new Hono();
  app.use(noStore);

  app.post("/placeOrder/", async (c) => {
    const { shop, context } = cartShop(shops, c);
    const body = parseBody(placeOrderBody, await jsonBody(c));
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === undefined) {
      throw new HTTPException(400, { message: `placeOrder needs an ${idempotencyKeyHeader}` });
    }
    await countOrRefuse(c, sources.rateLimits, [
      [`checkout:address:${sources.clientAddress(c)}`, placeOrderLimit],
    ]);
    const owned = await ownedKey(c, sessions, context, body.basketKey, "basket");
    const owner = { basketKey: owned.key, userId: owned.userId, idempotencyKey };
    try {
      const run = await idempotency.run(
        owned.key,
        `placeOrder:${idempotencyKey}`,
        requestHash(body),
        () => placement.place(shop, context, owner, body),
      );
      if (run.kind !== "answered") refusedRepeat(run.kind);
      if (run.replayed) c.header("idempotent-replayed", "true");
      // The voucher's coupon is used: it is not put on the next basket again.
      if ((run.answer.body as OrderResponse).coupon && getCookie(c, voucherCookieName)) {
        c.header("set-cookie", clearedVoucherCookie, { append: true });
      }
      return c.json(run.answer.body, run.answer.status as ContentfulStatusCode);
    } catch (error) {
      if (!(error instanceof CheckoutRefusal)) throw error;
      return c.json<ApiError>({ error: error.message, key: error.key }, error.status);
    }
  });

  // The shopper comes back from the provider's page (PayPal, Klarna, iDEAL): the provider
  // confirms how it ended; a cancelled payment cancels the order and gives its stock back, and
  // the shopper finds the basket as it was.
  app.get("/payment-return/:reference/", async (c) => {
    const reference = c.req.param("reference");
    if (!paymentReferencePattern.test(reference)) return noPayment(c);
    const outcome = await sources.payments.completeRedirect(reference, c.req.query());
    const completed = await sources.orders.completeRedirect(reference, outcome);
    if (!completed) return noPayment(c);
    const { order, changed } = completed;
    const language = order.language as Language;
    if (order.payment.status === "expired") {
      // Back too late (decision 0047): the order expired and gave its stock back; the
      // provider's payment is voided, never taken, and the thank-you page says so.
      if (outcome === "authorised") await sources.payments.void(reference);
      return c.redirect(`${pathFor("thankYou", language)}?orderNumber=${order.orderNumber}`, 303);
    }
    const shop = shops.shops.find((candidate) => candidate.shopId === order.shopId);
    if (changed && shop) {
      const context = shops.context(shop, language);
      if (outcome === "cancelled") await sources.catalogue.releaseStock(context, stockOf(order));
      else await sendOrderConfirmation(sources, shop, context, orderResponse(order));
    }
    const target =
      order.status === "cancelled"
        ? `${pathFor("basket", language)}?payment=cancelled`
        : `${pathFor("thankYou", language)}?orderNumber=${order.orderNumber}`;
    return c.redirect(safeLocation(target) ?? pathFor("home", language), 303);
  });

  return app;
}

/** A payment reference: the UUID the shop gave the provider. */
const paymentReferencePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const noPayment = (c: Context) => c.json<ApiError>({ error: "No such payment" }, 404);

/**
 * `GET /api/shop/orders/{orderNumber}/` (issue 18, point 4): an order for the session that owns
 * it (the basket's account or anonymous id); for anyone else, as for a number that does not
 * exist, 404.
 */
export function orderApiRoutes({ shops, sessions, orders }: CheckoutApiSources): Hono {
  const app = new Hono();
  app.use(noStore);

  app.get("/:orderNumber/", async (c) => {
    const { context } = cartShop(shops, c);
    const session = await sessions.current(c);
    const order = await ownOrder(
      { sessions, orders },
      session,
      context.shopId,
      c.req.param("orderNumber"),
    );
    if (!order) return c.json<ApiError>({ error: "No such order" }, 404);
    return c.json<OrderResponse>(order);
  });

  return app;
}
