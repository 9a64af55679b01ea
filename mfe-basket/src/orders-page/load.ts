import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { languages, pathFor, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import { pageOf } from "../orders/order-views.ts";
import type { OrdersPageState } from "./OrdersPage.tsx";

/**
 * The orders overview's state, per request with the visitor's cookies: a page of the signed-in
 * customer's orders. The edge's sign-in rule ("account") keeps everyone else out; a session
 * without an account, or a page number that is not one, sees no orders page at all.
 */
export async function loadOrdersPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<OrdersPageState>> {
  const page = pageOf(request.query.page);
  const list = page === undefined ? null : await request.api.customerOrders(page);
  if (!list) return { outcome: { kind: "notFound" } };
  return {
    state: { list, timeZone: request.shopConfig.options.timezone },
    head: {
      title: i18n._(msg({ id: "orders.title", message: "My orders" })),
      robots: "noindex,nofollow",
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, pathFor("orders", language)]),
      ),
    },
  };
}
