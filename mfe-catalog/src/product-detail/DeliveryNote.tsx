import { Trans } from "@lingui/react/macro";
import type { DeliveryMessage } from "@shop/shared";

/** The delivery message's words alone, for a note or an option of the attribute picker. */
export function DeliveryText({ message }: { readonly message: DeliveryMessage }) {
  switch (message.key) {
    case "product.deliveryTimePreorder":
      return <Trans id="product.deliveryTimePreorder">Available for preorder</Trans>;
    case "deliveryTimeNone":
      return <Trans id="deliveryTimeNone">Currently not deliverable</Trans>;
    case "deliveryTimeSold":
      return <Trans id="deliveryTimeSold">Sold out</Trans>;
    case "deliveryTimeDownload":
      return <Trans id="deliveryTimeDownload">Available immediately as a download</Trans>;
    case "deliveryAvailable":
      return <Trans id="deliveryAvailable">Available, delivery times vary</Trans>;
    case "deliveryTimeLate": {
      const weeks = message.weeksLabel;
      return <Trans id="deliveryTimeLate">Delivery in about {weeks} weeks</Trans>;
    }
    case "deliveryTimeInstant": {
      const { daysFrom, daysTo } = message;
      return (
        <Trans id="deliveryTimeInstant">
          In stock, delivered in {daysFrom}–{daysTo} working days
        </Trans>
      );
    }
    case "deliveryTimeSoon": {
      const { daysFrom, daysTo } = message;
      return (
        <Trans id="deliveryTimeSoon">
          Delivered in {daysFrom}–{daysTo} working days
        </Trans>
      );
    }
  }
}

/** The delivery message (catalogue spec point 8); none and sold out in the danger colour. */
export function DeliveryNote({ message }: { readonly message: DeliveryMessage }) {
  return (
    <p
      className={`cat-pdp__delivery${message.danger ? " cat-pdp__delivery--danger" : ""}`}
      data-testid="delivery-message"
    >
      {message.key === "deliveryTimeDownload" ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      ) : null}
      <DeliveryText message={message} />
    </p>
  );
}
