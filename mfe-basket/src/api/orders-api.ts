import { Hono, type Context } from "hono";
import type { ApiError } from "@shop/shared";
import { pageOf, type OrderDetail, type OrderList } from "../orders/order-views.ts";
import { cancelOrder } from "./cancel-api.ts";
import { cartShop } from "./cart-access.ts";
import { fileComplaint, type OrderWriteSources } from "./complaint-api.ts";
import { customerOrders, noSuchOrder, orderDetailOf, ownStoredOrder } from "./orders-access.ts";

/**
 * The account's order calls under `/api/shop/orders` (issue 18, point 6; decision 0039): the
 * signed-in customer's orders, one order's detail with its packages, a complaint and a
 * cancellation. Every call checks the owner; another shopper's order answers 404.
 */
export function accountOrderRoutes(sources: OrderWriteSources): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.get("/:orderNumber/detail/", async (c) => {
    const { shop, context } = cartShop(sources.shops, c);
    const session = await sources.sessions.current(c);
    const order = await ownStoredOrder(
      sources,
      session,
      context.shopId,
      c.req.param("orderNumber"),
    );
    if (!order) return noSuchOrder(c);
    return c.json<OrderDetail>(await orderDetailOf(sources, shop, context, order));
  });

  app.post("/:orderNumber/complaint/", (c) => fileComplaint(c, sources));
  app.post("/:orderNumber/cancel/", (c) => cancelOrder(c, sources));

  // `GET /api/shop/orders/?locale=&page=`. Hono joins a mount path and "/" without the
  // trailing slash the shop's paths end with, so the list answers the one path below the mount
  // that ends in a slash; this route comes last, after every named one.
  app.get("/*", async (c) => {
    if (!c.req.path.endsWith("/orders/")) return c.json<ApiError>({ error: "Not found" }, 404);
    return listOrders(c, sources);
  });

  return app;
}

async function listOrders(c: Context, sources: OrderWriteSources): Promise<Response> {
  const { context } = cartShop(sources.shops, c);
  const page = pageOf(c.req.query("page"));
  if (page === undefined) {
    return c.json<ApiError>(
      { error: "page must be a whole number from 1", key: "orders.invalidPage" },
      400,
    );
  }
  const list = await customerOrders(
    sources,
    await sources.sessions.current(c),
    context.shopId,
    page,
  );
  if (!list) {
    return c.json<ApiError>(
      { error: "Please sign in to see your orders", key: "orders.signInNeeded" },
      401,
    );
  }
  return c.json<OrderList>(list);
}
