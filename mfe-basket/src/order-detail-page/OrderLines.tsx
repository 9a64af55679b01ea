import type { ShopContext } from "@shop/shared";
import { LineCard } from "../line-card/LineCard.tsx";
import type { OrderDetail } from "../orders/order-views.ts";
import { orderLineItem } from "./order-line-items.ts";

/** The order's lines as read-only basket line cards: no quantity controls, no remove. */
export function OrderLines({ detail, shop }: { detail: OrderDetail; shop: ShopContext }) {
  const { order } = detail;
  return (
    <ul className="bsk-orders__lines">
      {order.lines.map((line) => (
        <li key={line.variantId}>
          <LineCard
            item={orderLineItem(line, order.cost.currencyCode, detail.catalogue)}
            shop={shop}
            readOnly
          />
        </li>
      ))}
    </ul>
  );
}
