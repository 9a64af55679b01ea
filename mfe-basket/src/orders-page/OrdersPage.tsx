import { Trans } from "@lingui/react/macro";
import { formatPrice, pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { formatOrderDate } from "../orders/order-date.ts";
import { OrderPageFrame } from "../orders/OrderPageFrame.tsx";
import { OrderStatusName } from "../orders/OrderStatusName.tsx";
import type { OrderList } from "../orders/order-views.ts";
import { OrdersPager } from "./OrdersPager.tsx";
import "../ui/buttons.css";

export interface OrdersPageState {
  readonly list: OrderList;
  /** The shop's time zone (shop option `timezone`) for the order dates. */
  readonly timeZone: string;
}

/**
 * The orders overview (core spec point 2, registered customers): each order's number, date,
 * state and total, newest first, with the link to its detail; 20 per page.
 */
export function OrdersPage({ state, shop }: FragmentProps<OrdersPageState>) {
  const { list, timeZone } = state;
  const { language, locale } = shop;
  return (
    <OrderPageFrame language={language} title={<Trans id="orders.title">My orders</Trans>}>
      {list.orders.length === 0 ? (
        <p>
          <Trans id="orders.none">You have not placed any orders yet.</Trans>
        </p>
      ) : (
        <table className="bsk-orders__table" data-testid="orders-table">
          <caption className="shop-visually-hidden">
            <Trans id="orders.caption">Your orders, newest first</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans id="orders.number">Order number</Trans>
              </th>
              <th scope="col">
                <Trans id="orders.date">Date</Trans>
              </th>
              <th scope="col">
                <Trans id="orders.status">Status</Trans>
              </th>
              <th scope="col" className="bsk-orders__amount">
                <Trans id="orders.total">Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.orders.map((order) => (
              <tr key={order.orderNumber}>
                <th scope="row">
                  <a
                    className="bsk-link"
                    href={pathFor("orderDetail", language, { orderNumber: order.orderNumber })}
                  >
                    <span className="shop-visually-hidden">
                      <Trans id="orders.showOrder">Show order</Trans>{" "}
                    </span>
                    {order.orderNumber}
                  </a>
                </th>
                <td>{formatOrderDate(order.placedAt, locale, timeZone)}</td>
                <td>
                  <OrderStatusName status={order.status} />
                </td>
                <td className="bsk-orders__amount">
                  {formatPrice(order.total, order.currencyCode, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <OrdersPager list={list} language={language} />
    </OrderPageFrame>
  );
}
