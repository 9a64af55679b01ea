import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { formatPrice, type ShopContext } from "@shop/shared";
import type { ReservationResponse } from "./reservation-contract.ts";

/**
 * The success view: the reservation number, the store with its opening hours, until when the
 * items are kept and what is paid there. Focus moves to its heading, so a screen reader reads
 * the outcome at once.
 */
export function ReservationDone({
  reservation,
  shop,
  onClose,
}: {
  readonly reservation: ReservationResponse;
  readonly shop: ShopContext;
  readonly onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { store, reservationNumber, email } = reservation;
  const storeName = store.name;
  const until = new Intl.DateTimeFormat(shop.locale, { dateStyle: "long" }).format(
    new Date(reservation.reservedUntil),
  );
  const total = formatPrice(reservation.total, reservation.currencyCode, shop.locale);
  return (
    <div className="bsk-reserve__done" data-testid="reservation-done">
      <h3 className="bsk-reserve__done-title" tabIndex={-1} ref={heading}>
        <Trans id="reserve.done">Your items are reserved</Trans>
      </h3>
      <p>
        <Trans id="reserve.number">
          Reservation number: <strong data-testid="reservation-number">{reservationNumber}</strong>
        </Trans>
      </p>
      <p>
        <Trans id="reserve.keptUntil">
          {storeName} keeps your items until {until}. You pay {total} when you collect them.
        </Trans>
      </p>
      <address className="bsk-reserve__address">
        {store.name}
        <br />
        {store.street}
        <br />
        {store.postcode} {store.city}
        <br />
        {store.openingHours}
      </address>
      <p>
        <Trans id="reserve.mailSent">We have sent the confirmation to {email}.</Trans>
      </p>
      <button type="button" className="bsk-button bsk-button--primary" onClick={onClose}>
        <Trans id="reserve.close">Done</Trans>
      </button>
    </div>
  );
}
