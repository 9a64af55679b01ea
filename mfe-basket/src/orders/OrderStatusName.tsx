import { Trans } from "@lingui/react/macro";
import type { OrderStatus } from "@shop/shared";

/** An order state in the shopper's words. */
export function OrderStatusName({ status }: { readonly status: OrderStatus }) {
  switch (status) {
    case "placed":
      return <Trans id="orders.status.placed">Received</Trans>;
    case "paid":
      return <Trans id="orders.status.paid">Paid</Trans>;
    case "shipped":
      return <Trans id="orders.status.shipped">Shipped</Trans>;
    case "delivered":
      return <Trans id="orders.status.delivered">Delivered</Trans>;
    case "cancelled":
      return <Trans id="orders.status.cancelled">Cancelled</Trans>;
  }
}
