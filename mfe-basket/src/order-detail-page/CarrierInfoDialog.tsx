import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "@shop/shared/ui";
import { carrierNames, type CarrierKey } from "../orders/carriers.ts";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The carriers it tells about: one package's, or every carrier of the shop's country. */
  readonly carriers: readonly CarrierKey[];
}

/**
 * The carrier-info dialog (issue 18, points 1 and 6): who delivers, how tracking works and whom
 * to ask about what. Focus moves into it and returns to the button that opened it.
 */
export function CarrierInfoDialog({ open, onClose, carriers }: Props) {
  const { _ } = useLingui();
  const names = carriers.map((carrier) => carrierNames[carrier]).join(", ");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="orders.carrierInfo.title">Delivery information</Trans>}
      closeLabel={_(msg({ id: "orders.dialog.close", message: "Close" }))}
      className="bsk-carrier-dialog"
    >
      <p data-testid="carrier-names">
        <Trans id="orders.carrierInfo.carriers">Your parcels are delivered by: {names}.</Trans>
      </p>
      <p>
        <Trans id="orders.carrierInfo.tracking">
          As soon as a parcel leaves our warehouse, you will find its tracking number here. The
          tracking link opens the carrier&apos;s page, where you can follow the parcel and change
          the delivery day or a drop-off point.
        </Trans>
      </p>
      <p>
        <Trans id="orders.carrierInfo.questions">
          For questions about the delivery itself, please contact the carrier; for questions about
          your order, our customer service is happy to help.
        </Trans>
      </p>
    </Dialog>
  );
}
