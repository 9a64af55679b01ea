import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { Country } from "@shop/shared";
import { carrierNames, carriersOf, type CarrierKey } from "../orders/carriers.ts";
import type { OrderDetail } from "../orders/order-views.ts";
import { CarrierInfoDialog } from "./CarrierInfoDialog.tsx";

interface Props {
  readonly detail: OrderDetail;
  readonly country: Country;
}

/**
 * The order's packages (issue 18, point 6): each with its carrier, tracking number, the
 * carrier's tracking link and how many items it holds; before shipping, who will deliver.
 * Both open the carrier-info dialog.
 */
export function OrderPackages({ detail, country }: Props) {
  const [shown, setShown] = useState<readonly CarrierKey[] | null>(null);
  const { packages } = detail;
  const itemsIn = (lines: OrderDetail["packages"][number]["lines"]) =>
    lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      {packages.length === 0 ? (
        <p>
          <Trans id="orders.notShipped">Your order has not been shipped yet.</Trans>{" "}
          <button type="button" className="bsk-link" onClick={() => setShown(carriersOf[country])}>
            <Trans id="orders.deliveryInfo">Delivery information</Trans>
          </button>
        </p>
      ) : (
        <ol className="bsk-orders__packages" data-testid="order-packages">
          {packages.map((parcel) => {
            const carrier = carrierNames[parcel.carrierKey];
            const count = itemsIn(parcel.lines);
            const number = parcel.trackingNumber;
            const position = parcel.position;
            return (
              <li key={parcel.position} className="bsk-orders__package">
                <p>
                  <strong>
                    <Trans id="orders.package">Package {position}</Trans>
                  </strong>{" "}
                  <Trans id="orders.packageItems">
                    with {carrier}, number of items: {count}
                  </Trans>
                </p>
                <p>
                  <Trans id="orders.trackingNumber">Tracking number: {number}</Trans>
                </p>
                <p className="bsk-orders__actions">
                  <a
                    className="bsk-link"
                    href={parcel.trackingUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <Trans id="orders.track">
                      Track package {position} at {carrier}
                    </Trans>
                    <span className="shop-visually-hidden">
                      {" "}
                      <Trans id="orders.newWindow">(opens in a new window)</Trans>
                    </span>
                  </a>
                  <button
                    type="button"
                    className="bsk-link"
                    onClick={() => setShown([parcel.carrierKey])}
                  >
                    <Trans id="orders.aboutCarrier">About {carrier}</Trans>
                  </button>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <CarrierInfoDialog
        open={shown !== null}
        onClose={() => setShown(null)}
        carriers={shown ?? []}
      />
    </>
  );
}
