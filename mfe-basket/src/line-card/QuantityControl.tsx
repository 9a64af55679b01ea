import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { canDecrease, canIncrease } from "@shop/shared";

interface Props {
  readonly quantity: number;
  readonly availableQuantity: number;
  readonly productName: string;
  /** A change of this line is on its way: both buttons wait. */
  readonly busy: boolean;
  readonly onChange: (quantity: number) => void;
}

/**
 * Minus, quantity, plus (core spec point 4): decrease only from 2, increase only below the
 * available quantity. Disabled buttons stay focusable-free; the quantity is read as text.
 */
export function QuantityControl({
  quantity,
  availableQuantity,
  productName,
  busy,
  onChange,
}: Props) {
  const { _ } = useLingui();
  return (
    <div
      className="bsk-quantity"
      role="group"
      aria-label={_(msg({ id: "basket.quantityOf", message: `Quantity of ${productName}` }))}
    >
      <button
        type="button"
        className="bsk-icon-button"
        disabled={busy || !canDecrease(quantity)}
        aria-label={_(msg({ id: "basket.decrease", message: "Decrease quantity" }))}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output className="bsk-quantity__value" data-testid="line-quantity">
        {quantity}
      </output>
      <button
        type="button"
        className="bsk-icon-button"
        disabled={busy || !canIncrease(quantity, availableQuantity)}
        aria-label={_(msg({ id: "basket.increase", message: "Increase quantity" }))}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
