import { useCallback, useEffect, useState } from "react";
import { handleShopCommand, type ShopContext } from "@shop/shared";
import { cartSession } from "../basket-client/cart-session.ts";
import type { ReservationTarget } from "../click-and-reserve/ReservationForm.tsx";

/**
 * Handles the `basket:reserve-in-store` command of the product page while the mini-basket is on
 * the page (decision 0046): opens the click-and-reserve dialog for that one variant and answers
 * the sender that it is open. The server checks the shop's option and the variant again.
 */
export function useReserveCommand(shop: ShopContext) {
  const [reservation, setReservation] = useState<ReservationTarget | null>(null);
  const closeReservation = useCallback(() => setReservation(null), []);

  useEffect(
    () =>
      handleShopCommand("basket:reserve-in-store", ({ detail }) => {
        setReservation({
          kind: "item",
          basketKey: cartSession(shop).keys.basketKey(),
          variantId: detail.variantId,
          productName: detail.productName,
        });
        return Promise.resolve({ opened: true });
      }),
    [shop],
  );

  return { reservation, closeReservation };
}
