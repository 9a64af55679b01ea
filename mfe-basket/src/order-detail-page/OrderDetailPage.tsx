import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { formatOrderDate } from "../orders/order-date.ts";
import { OrderPageFrame } from "../orders/OrderPageFrame.tsx";
import { OrderStatusName } from "../orders/OrderStatusName.tsx";
import type { OrderDetail } from "../orders/order-views.ts";
import { OrdersStore } from "../orders/OrdersStore.tsx";
import { CancelOrder } from "./CancelOrder.tsx";
import { OrderAddresses } from "./OrderAddresses.tsx";
import { OrderCosts } from "./OrderCosts.tsx";
import { OrderLines } from "./OrderLines.tsx";
import { OrderPackages } from "./OrderPackages.tsx";
import "../ui/buttons.css";

export interface OrderDetailPageState {
  readonly detail: OrderDetail;
  readonly timeZone: string;
}

/** The order detail page (core spec point 2, the order's owner only). */
export function OrderDetailPage(props: FragmentProps<OrderDetailPageState>) {
  return (
    <OrdersStore>
      <OrderDetailView {...props} />
    </OrdersStore>
  );
}

/**
 * Status and date, the packages with their carriers, the lines as read-only line cards, the
 * costs, addresses and payment method; "Cancel order" where allowed, and the complaint link.
 * A cancellation replaces the shown order and is confirmed in a status message that takes focus.
 */
function OrderDetailView({ state, shop }: FragmentProps<OrderDetailPageState>) {
  const [detail, setDetail] = useState(state.detail);
  const [cancelled, setCancelled] = useState(0);
  const { order } = detail;
  const { orderNumber } = order;
  const date = formatOrderDate(order.placedAt, shop.locale, state.timeZone);
  return (
    <OrderPageFrame
      language={shop.language}
      back="orders"
      title={<Trans id="orders.detailTitle">Order {orderNumber}</Trans>}
      confirmation={<Trans id="orders.cancelled">Your order has been cancelled.</Trans>}
      confirmed={cancelled}
    >
      <dl className="bsk-orders__costs">
        <dt>
          <Trans id="orders.date">Date</Trans>
        </dt>
        <dd>{date}</dd>
        <dt>
          <Trans id="orders.status">Status</Trans>
        </dt>
        <dd data-testid="order-status">
          <OrderStatusName status={order.status} />
        </dd>
      </dl>
      <section className="bsk-orders__section" aria-labelledby="bsk-order-delivery">
        <h2 id="bsk-order-delivery">
          <Trans id="orders.delivery">Delivery</Trans>
        </h2>
        <OrderPackages detail={detail} country={shop.country} />
      </section>
      <section className="bsk-orders__section" aria-labelledby="bsk-order-lines">
        <h2 id="bsk-order-lines">
          <Trans id="orders.lines">Items</Trans>
        </h2>
        <OrderLines detail={detail} shop={shop} />
      </section>
      <section className="bsk-orders__section" aria-labelledby="bsk-order-costs">
        <h2 id="bsk-order-costs">
          <Trans id="orders.costs">Costs</Trans>
        </h2>
        <OrderCosts order={order} locale={shop.locale} />
        <OrderAddresses order={order} />
      </section>
      <div className="bsk-orders__actions">
        {detail.cancellable ? (
          <CancelOrder
            orderNumber={orderNumber}
            shop={shop}
            onCancelled={(next) => {
              setDetail(next);
              setCancelled((count) => count + 1);
            }}
          />
        ) : null}
        {detail.complainable ? (
          <a className="bsk-link" href={pathFor("orderComplaint", shop.language, { orderNumber })}>
            <Trans id="orders.complain">Report a problem with this order</Trans>
          </a>
        ) : null}
      </div>
    </OrderPageFrame>
  );
}
