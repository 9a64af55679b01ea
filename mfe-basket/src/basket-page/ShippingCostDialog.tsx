import { useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { formatPrice, type Basket, type Locale } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import { ShippingProgressBar } from "./ShippingProgressBar.tsx";

interface Props {
  readonly basket: Basket;
  readonly locale: Locale;
}

/**
 * The basket shipping-cost progress dialog (catalogue spec point 7): what shipping costs now,
 * from which order value the next cheaper rate applies, and how much is still missing.
 */
export function ShippingCostDialog({ basket, locale }: Props) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const { shipping, currencyCode, withTax } = basket.cost;
  const price = (cents: number) => formatPrice(cents, currencyCode, locale);
  const current = shipping.label;
  const currentCost = price(shipping.cost);
  const next = shipping.next;
  const from = next ? price(next.from) : "";
  const nextLabel = next?.label ?? "";
  const missing = price(shipping.remaining);
  return (
    <>
      <button type="button" className="bsk-link-button" onClick={() => setOpen(true)}>
        <Trans id="basket.shippingCostDetails">Shipping costs explained</Trans>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans id="basket.shippingCostTitle">Shipping costs</Trans>}
        closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
        className="bsk-shipping-dialog"
      >
        <dl className="bsk-shipping-dialog__rates">
          <dt>
            <Trans id="basket.shippingNow">Your order now</Trans>
          </dt>
          <dd>
            {current}: {currentCost}
          </dd>
          {next ? (
            <>
              <dt>
                <Trans id="basket.shippingFrom">From {from}</Trans>
              </dt>
              <dd>
                {nextLabel}: {price(next.cost)}
              </dd>
            </>
          ) : null}
        </dl>
        {next ? (
          <>
            <p>
              <Trans id="basket.shippingMissing">
                Add {missing} more to your basket to get {nextLabel}.
              </Trans>
            </p>
            <ShippingProgressBar orderValue={withTax} target={next.from} />
          </>
        ) : null}
      </Dialog>
    </>
  );
}
