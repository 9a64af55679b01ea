import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import type { OrderDetailPageState } from "./OrderDetailPage.tsx";

/**
 * The order detail's state, per request with the visitor's cookies: the order, when it is the
 * visitor's. Another shopper's number, and one that does not exist, is the not-found page.
 */
export async function loadOrderDetailPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<OrderDetailPageState>> {
  const orderNumber = request.params.orderNumber ?? "";
  const detail = await request.api.orderDetail(orderNumber);
  if (!detail) return { outcome: { kind: "notFound" } };
  return {
    state: { detail, timeZone: request.shopConfig.options.timezone },
    head: {
      title: i18n._(msg({ id: "orders.detailTitle", message: `Order ${orderNumber}` })),
      robots: "noindex,nofollow",
    },
  };
}
