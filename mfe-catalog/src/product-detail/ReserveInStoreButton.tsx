import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { sendShopCommand, showToast } from "@shop/shared";
import "./reserve-in-store.css";

/**
 * "Reserve in a store" for a retail-suitable variant where the shop offers click and reserve
 * (catalogue spec point 7; decision 0046). The basket team owns reservations: the button sends
 * `basket:reserve-in-store`, and the mini-basket (on every page) opens its dialog. Focus returns
 * here when the dialog closes; should no handler answer, a toast says so.
 */
export function ReserveInStoreButton({
  variantId,
  productName,
}: {
  readonly variantId: string;
  readonly productName: string;
}) {
  const { _ } = useLingui();
  const open = () => {
    sendShopCommand("basket:reserve-in-store", { variantId, productName }).catch(() =>
      showToast(
        _(
          msg({
            id: "product.reserveUnavailable",
            message: "Reserving in a store is not possible at the moment. Please try again later.",
          }),
        ),
        "error",
      ),
    );
  };
  return (
    <button
      type="button"
      className="cat-pdp__reserve"
      data-testid="pdp-reserve-in-store"
      onClick={open}
    >
      <Trans id="product.reserveInStore">Reserve in a store</Trans>
    </button>
  );
}
