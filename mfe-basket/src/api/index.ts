// The basket team's public server entry (`@shop/mfe-basket/api`): the only thing of this slice
// the platform imports. No React, no browser code.
import { fileURLToPath } from "node:url";
import type { Session, SliceApi, SliceMigrations } from "@shop/shared/platform";
import { basketApiRoutes } from "./basket-api.ts";
import { cartSources, type BasketApiDeps } from "./cart-sources.ts";
import { checkoutApiRoutes, orderApiRoutes } from "./checkout-api.ts";
import { OrderPlacement } from "./order-placement.ts";
import { UnpaidOrderSweep, unpaidOrderExpiryFromEnv } from "./order-expiry.ts";
import { OrderExpiryStore } from "../store/order-expiry.ts";
import { accountOrderRoutes } from "./orders-api.ts";
import { reservationApiRoutes } from "./reservation-api.ts";
import { ReservationPlacement } from "./reservation-placement.ts";
import { storeApiRoutes } from "./store-api.ts";
import { ReservationStore } from "../store/reservation-store.ts";
import { OrderHistoryStore } from "../store/order-history-store.ts";
import { sandboxPaymentProvider } from "../payment/sandbox-payment-provider.ts";
import type { BasketClient } from "./client.ts";
import { inProcessBasketClient } from "./in-process-client.ts";
import { wishlistApiRoutes } from "./wishlist-api.ts";
import { BasketCoupons } from "./basket-coupons.ts";
import { couponApiRoutes } from "./coupon-api.ts";
import { giftCardApiRoutes } from "./gift-card-api.ts";

export type { BasketClient } from "./client.ts";
export type { BasketApiDeps } from "./cart-sources.ts";
export type { PaymentProvider } from "../payment/payment-provider.ts";
export { catalogueLinesOverHttp } from "./catalogue-lines-http.ts";
export { seedDemoVouchers } from "../store/demo-vouchers.ts";

/** The basket team's tables (baskets, wishlists and their lines) in PostgreSQL schema `basket`. */
export const basketMigrations: SliceMigrations = {
  owner: "mfe-basket",
  schema: "basket",
  folder: fileURLToPath(new URL("../../migrations", import.meta.url)),
};

/** The paths the basket slice's API answers under (core spec point 7; issue 18, point 4). */
export const basketApiPaths = [
  "/api/shop/basket",
  "/api/shop/wishlist",
  "/api/shop/checkout",
  "/api/shop/orders",
] as const;

/**
 * Where click and reserve's calls are mounted (decision 0046): `GET /api/shop/stores/` and
 * `POST /api/shop/reservations/`, each its own route below the shop's API (a sub-app's root
 * would not answer with the trailing slash).
 */
const clickAndReservePath = "/api/shop";

/**
 * The basket slice's API as the platform mounts it (a `SliceApi<BasketClient>`), with what
 * sign-in and account deletion call.
 */
export interface BasketApi extends SliceApi<BasketClient> {
  /**
   * Core spec point 4: merges the baskets and wishlists of the anonymous ids bound to the
   * session into the account's. The account's sign-in calls it (through the edge) once the
   * session is signed in as `userId`.
   */
  mergeIntoAccount(session: Session, userId: string): Promise<void>;
  /** Deletes the account's baskets and wishlists: the basket's part of deleting a customer. */
  forgetAccount(userId: string): Promise<void>;
  /** The sweep of unpaid redirect orders (decision 0047), started with the API; `stop()` it before closing the database. */
  readonly unpaidOrders: UnpaidOrderSweep;
}

/**
 * The basket slice's API (core spec point 7: basket and wishlist calls; point 4: merge at
 * sign-in; issue 18: checkout and orders), over the platform's services, the catalogue's lines
 * and stock, and the payment provider.
 */
export function basketApi(deps: BasketApiDeps, env: NodeJS.ProcessEnv = process.env): BasketApi {
  const { baskets, wishlists, reads, merge, idempotency, orders, coupons, giftCards } =
    cartSources(deps);
  const { shops, sessions } = deps;
  const [basketPath, wishlistPath, checkoutPath, ordersPath] = basketApiPaths;
  const payments =
    deps.payments ??
    sandboxPaymentProvider(
      (reference, outcome) => `${checkoutPath}/payment-return/${reference}/?outcome=${outcome}`,
    );
  const placement = new OrderPlacement({
    shops,
    reads,
    catalogue: deps.catalogue,
    orders,
    giftCards,
    payments,
    paymentTimeoutMs: deps.paymentTimeoutMs ?? 10_000,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  const checkout = { ...deps, idempotency, placement, orders, payments };
  const basketCoupons = new BasketCoupons(coupons, reads);
  // The account's order pages and calls (issue 18, point 6; decision 0039).
  const accountOrders = { ...checkout, history: new OrderHistoryStore(deps.db) };
  // Click and reserve: stores and reservations (decision 0046).
  const reservation = new ReservationPlacement({
    shops,
    reads,
    catalogue: deps.catalogue,
    reservations: new ReservationStore(deps.db),
    mailer: deps.mailer,
    logger: deps.logger,
  });
  const unpaidOrders = new UnpaidOrderSweep({
    ...checkout,
    expiry: new OrderExpiryStore(deps.db),
    settings: unpaidOrderExpiryFromEnv(env),
  });
  unpaidOrders.start();
  return {
    mfe: "mfe-basket",
    routes: [
      {
        path: basketPath,
        routes: basketApiRoutes({ shops, sessions, baskets, reads, idempotency }),
      },
      { path: basketPath, routes: couponApiRoutes({ ...deps, reads, basketCoupons }) },
      { path: wishlistPath, routes: wishlistApiRoutes({ shops, sessions, wishlists, reads }) },
      { path: checkoutPath, routes: checkoutApiRoutes(checkout) },
      { path: checkoutPath, routes: giftCardApiRoutes({ ...deps, giftCards }) },
      { path: ordersPath, routes: orderApiRoutes(checkout) },
      { path: ordersPath, routes: accountOrderRoutes(accountOrders) },
      { path: clickAndReservePath, routes: storeApiRoutes({ shops }) },
      {
        path: clickAndReservePath,
        routes: reservationApiRoutes({ ...deps, idempotency, reservation }),
      },
    ],
    client: (request) => inProcessBasketClient({ ...accountOrders, reads, basketCoupons }, request),
    mergeIntoAccount: async (session, userId) =>
      merge.intoAccount(await sessions.anonymousIdsOf(session), userId),
    forgetAccount: (userId) => merge.forget(userId),
    unpaidOrders,
  };
}
