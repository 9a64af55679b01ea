import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { ShopContext } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import type { OrderDetail } from "../orders/order-views.ts";
import { ordersApi } from "../orders/orders-endpoints.ts";

interface Props {
  readonly orderNumber: string;
  readonly shop: ShopContext;
  readonly onCancelled: (detail: OrderDetail) => void;
}

/**
 * "Cancel order" with its confirmation dialog (issue 18, point 6): shown only where the shop
 * offers it and the order's state allows it. The dialog must be answered (modal); a refusal is
 * shown inside it.
 */
export function CancelOrder({ orderNumber, shop, onCancelled }: Props) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cancel, { isLoading }] = ordersApi.useCancelOrderMutation();
  const confirm = async () => {
    const result = await cancel({ locale: shop.locale, orderNumber });
    if ("data" in result && result.data) {
      setOpen(false);
      onCancelled(result.data);
      return;
    }
    // Refused (the order moved on meanwhile) or not answered: either way it was not cancelled.
    setFailed(true);
  };
  return (
    <>
      <button
        type="button"
        id="bsk-cancel-order"
        className="bsk-button bsk-button--secondary"
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
      >
        <Trans id="orders.cancel">Cancel order</Trans>
      </button>
      <Dialog
        open={open}
        modal
        onClose={() => setOpen(false)}
        title={<Trans id="orders.cancelTitle">Cancel this order?</Trans>}
        closeLabel={_(msg({ id: "orders.dialog.close", message: "Close" }))}
        className="bsk-cancel-dialog"
        footer={
          <div className="bsk-orders__actions">
            <button
              type="button"
              className="bsk-button bsk-button--primary"
              disabled={isLoading}
              onClick={() => void confirm()}
            >
              <Trans id="orders.cancelConfirm">Yes, cancel order</Trans>
            </button>
            <button
              type="button"
              className="bsk-button bsk-button--secondary"
              onClick={() => setOpen(false)}
            >
              <Trans id="orders.cancelKeep">No, keep order</Trans>
            </button>
          </div>
        }
      >
        <p>
          <Trans id="orders.cancelText">
            Order {orderNumber} will be cancelled and your payment released. This cannot be undone.
          </Trans>
        </p>
        {failed ? (
          <p role="alert" className="bsk-orders__error">
            <Trans id="orders.cancelFailed">
              This order can no longer be cancelled. Please contact our customer service.
            </Trans>
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
