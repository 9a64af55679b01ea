import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";

interface Props {
  /** The items' total with tax, in cents. */
  readonly orderValue: number;
  /** The order value from which the next shipping rate applies, in cents. */
  readonly target: number;
}

/** How far the basket is towards the next, cheaper shipping rate. */
export function ShippingProgressBar({ orderValue, target }: Props) {
  const { _ } = useLingui();
  return (
    <progress
      className="bsk-shipping__bar"
      value={Math.min(orderValue, target)}
      max={target}
      aria-label={_(
        msg({ id: "basket.shippingProgress", message: "Progress towards the next shipping rate" }),
      )}
    />
  );
}
