import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Provider } from "react-redux";
import type { ShopContext } from "@shop/shared";
import { makeStore } from "@shop/shared/store";
import { Dialog } from "@shop/shared/ui";
import type { ReservationResponse } from "./reservation-contract.ts";
import { ReservationDone } from "./ReservationDone.tsx";
import { ReservationForm, type ReservationTarget } from "./ReservationForm.tsx";
import "../ui/buttons.css";
import "./click-and-reserve.css";

export interface ReserveDialogProps {
  readonly shop: ShopContext;
  readonly target: ReservationTarget;
  /** Asked when the shopper closes the dialog; with the reservation once one was made. */
  readonly onClose: (reservation: ReservationResponse | null) => void;
}

/**
 * The click-and-reserve dialog (catalogue spec point 7, "click and reserve (from basket and from
 * product page)"; decision 0046), loaded as its own chunk when first opened. Placement `right`:
 * it slides in from the right from 768 px (from the bottom on a phone), beside the basket or the
 * product the shopper is looking at. Its own Redux store holds its calls. Focus moves into it,
 * Escape closes it, and focus returns to the button that opened it (the shared `Dialog`).
 */
export default function ReserveDialog({ shop, target, onClose }: ReserveDialogProps) {
  const { _ } = useLingui();
  const [store] = useState(() => makeStore());
  const [reservation, setReservation] = useState<ReservationResponse | null>(null);
  const productName = target.kind === "item" ? target.productName : "";
  const summary =
    target.kind === "item" ? (
      <p className="bsk-reserve__summary">
        <Trans id="reserve.itemSummary">You reserve one {productName}.</Trans>
      </p>
    ) : (
      <p className="bsk-reserve__summary">
        <Trans id="reserve.basketSummary">
          You reserve every item of your basket. Your basket is emptied afterwards.
        </Trans>
      </p>
    );
  return (
    <Provider store={store}>
      <Dialog
        open
        onClose={() => onClose(reservation)}
        title={<Trans id="reserve.title">Reserve in a store</Trans>}
        closeLabel={_(msg({ id: "reserve.dialogClose", message: "Close" }))}
        placement="right"
        className="bsk-reserve-dialog"
      >
        {reservation ? (
          <ReservationDone
            reservation={reservation}
            shop={shop}
            onClose={() => onClose(reservation)}
          />
        ) : (
          <ReservationForm
            shop={shop}
            target={target}
            summary={summary}
            onReserved={setReservation}
          />
        )}
      </Dialog>
    </Provider>
  );
}
