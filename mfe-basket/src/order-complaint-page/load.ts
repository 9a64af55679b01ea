import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import type { OrderComplaintPageState } from "./OrderComplaintPage.tsx";

/**
 * The complaint page's state: the visitor's order, when it takes a complaint. Another shopper's
 * number, an unknown one and a cancelled order are the not-found page.
 */
export async function loadOrderComplaintPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<OrderComplaintPageState>> {
  const orderNumber = request.params.orderNumber ?? "";
  const detail = await request.api.orderDetail(orderNumber);
  if (!detail?.complainable) return { outcome: { kind: "notFound" } };
  return {
    state: { order: detail.order },
    head: {
      title: i18n._(
        msg({ id: "complaint.title", message: `Report a problem with order ${orderNumber}` }),
      ),
      robots: "noindex,nofollow",
    },
  };
}
