import { Trans } from "@lingui/react/macro";
import { pathFor, type Language } from "@shop/shared";
import type { OrderList } from "../orders/order-views.ts";

/** Links to the previous and next page of orders, where there are more than one. */
export function OrdersPager({ list, language }: { list: OrderList; language: Language }) {
  if (list.pageCount <= 1) return null;
  const page = (number: number) => `${pathFor("orders", language)}?page=${number}`;
  const { page: current, pageCount } = list;
  return (
    <nav aria-labelledby="bsk-orders-pages">
      <h2 id="bsk-orders-pages" className="shop-visually-hidden">
        <Trans id="orders.pages">More orders</Trans>
      </h2>
      <ul className="bsk-orders__pages">
        {current > 1 ? (
          <li>
            <a className="bsk-link" href={page(current - 1)}>
              <Trans id="orders.newer">Newer orders</Trans>
            </a>
          </li>
        ) : null}
        <li>
          <Trans id="orders.pageOf">
            Page {current} of {pageCount}
          </Trans>
        </li>
        {current < pageCount ? (
          <li>
            <a className="bsk-link" href={page(current + 1)}>
              <Trans id="orders.older">Older orders</Trans>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
