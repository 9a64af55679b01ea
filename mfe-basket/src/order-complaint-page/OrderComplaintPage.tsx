import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { pathFor, type OrderResponse } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { OrderPageFrame } from "../orders/OrderPageFrame.tsx";
import { OrdersStore } from "../orders/OrdersStore.tsx";
import { ComplaintForm } from "./ComplaintForm.tsx";
import "../ui/buttons.css";

export interface OrderComplaintPageState {
  readonly order: OrderResponse;
}

/** The order complaint page (core spec point 2, the order's owner only). */
export function OrderComplaintPage(props: FragmentProps<OrderComplaintPageState>) {
  return (
    <OrdersStore>
      <OrderComplaint {...props} />
    </OrdersStore>
  );
}

/**
 * The complaint form; once it is stored the form gives way to the confirmation, which takes the
 * focus, and the way back to the order.
 */
function OrderComplaint({ state, shop }: FragmentProps<OrderComplaintPageState>) {
  const { order } = state;
  const { orderNumber } = order;
  const [filed, setFiled] = useState(0);
  return (
    <OrderPageFrame
      language={shop.language}
      back="orders"
      title={<Trans id="complaint.title">Report a problem with order {orderNumber}</Trans>}
      confirmation={
        <Trans id="complaint.filed">
          Thank you. We have received your complaint and sent you a confirmation by e-mail.
        </Trans>
      }
      confirmed={filed}
    >
      {filed > 0 ? (
        <p>
          <a className="bsk-link" href={pathFor("orderDetail", shop.language, { orderNumber })}>
            <Trans id="complaint.backToOrder">Back to order {orderNumber}</Trans>
          </a>
        </p>
      ) : (
        <ComplaintForm order={order} shop={shop} onFiled={() => setFiled((count) => count + 1)} />
      )}
    </OrderPageFrame>
  );
}
