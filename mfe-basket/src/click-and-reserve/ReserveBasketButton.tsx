import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { pathFor, type BasketItem, type ShopContext } from "@shop/shared";
import { cartSession } from "../basket-client/cart-session.ts";
import { isRetailLine } from "./reservation-contract.ts";
import type { ReservationTarget } from "./ReservationForm.tsx";

// The dialog's code (form, store search, Redux store) loads on the first click.
const ReserveDialog = lazy(() => import("./ReserveDialog.tsx"));

/**
 * Whether a basket may be reserved in a store (decision 0046): the shop offers click and
 * reserve, and every line is retail-suitable (catalogue spec point 4). The server checks again.
 */
export function canReserveBasket(offered: boolean, items: readonly BasketItem[]): boolean {
  return offered && items.length > 0 && items.every((item) => isRetailLine(item.product));
}

/**
 * The button that reserves the whole basket in a store (the basket page, the checkout's
 * shipping step), shown only when `canReserveBasket`. After a reservation the basket is empty,
 * so closing the dialog goes to the (now empty) basket page.
 */
export function ReserveBasketButton({
  shop,
  offered,
  items,
  label = <Trans id="reserve.open">Reserve in a store</Trans>,
}: {
  readonly shop: ShopContext;
  /** The shop's option `clickAndReserve`. */
  readonly offered: boolean;
  readonly items: readonly BasketItem[];
  readonly label?: ReactNode;
}) {
  const [target, setTarget] = useState<ReservationTarget | null>(null);
  if (!canReserveBasket(offered, items)) return null;
  return (
    <>
      <button
        type="button"
        className="bsk-button bsk-button--secondary bsk-reserve-opener"
        data-testid="reserve-basket"
        onClick={() => setTarget({ kind: "basket", basketKey: cartSession(shop).keys.basketKey() })}
      >
        {label}
      </button>
      {target ? (
        <Suspense fallback={null}>
          <ReserveDialog
            shop={shop}
            target={target}
            onClose={(reservation) => {
              setTarget(null);
              if (reservation) window.location.assign(pathFor("basket", shop.language));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
