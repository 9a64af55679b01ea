import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Brand, ProductVariant, VariantAxis } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import { DeliveryText } from "../product-detail/DeliveryNote.tsx";
import { attributePickerOptions } from "./attribute-picker-rules.ts";
import { useDialogMessages } from "./use-dialog-messages.ts";
import "./attribute-picker.css";

interface Props {
  readonly variants: readonly ProductVariant[];
  readonly axis: VariantAxis;
  readonly selected: string | undefined;
  readonly brand: Brand;
  /** Closed, it stays mounted so the shared dialog returns the focus to its button. */
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onChoose: (referenceKey: string) => void;
  /** The id of the button that opened it, which gets the focus back. */
  readonly opener: string;
}

function Title({ axis }: { readonly axis: VariantAxis }) {
  if (axis === "asGro") return <Trans id="product.picker.size">Choose a size</Trans>;
  if (axis === "masse") return <Trans id="product.picker.dimensions">Choose the dimensions</Trans>;
  return <Trans id="product.picker.choice">Choose a version</Trans>;
}

/**
 * The product attribute picker (catalogue spec point 7 dialogs) on small screens: a bottom
 * sheet listing the variant dropdown's options, each with its availability; sold-out ones
 * cannot be chosen, as in the dropdown. Choosing one closes it and the focus goes back to the
 * opener. The current option has the focus when it opens. Loaded on first use (decision 0042).
 */
export default function AttributePickerDialog(props: Props) {
  const { variants, axis, selected, brand, open, onClose, onChoose, opener } = props;
  useDialogMessages();
  const { _ } = useLingui();
  const current = useRef<HTMLButtonElement>(null);
  // After the shared dialog has opened (its effect runs first) and focused its first control.
  useEffect(() => {
    if (open) current.current?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Title axis={axis} />}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      placement="right"
      returnFocusTo={opener}
      className="cat-picker-dialog"
    >
      <ul className="cat-picker">
        {attributePickerOptions(variants, axis, selected, brand).map((option) => (
          <li key={option.referenceKey}>
            <button
              ref={option.current ? current : undefined}
              type="button"
              className="cat-picker__option"
              aria-current={option.current ? "true" : undefined}
              disabled={option.soldOut}
              onClick={() => onChoose(option.referenceKey)}
            >
              <span className="cat-picker__label">{option.label}</span>
              <span
                className={`cat-picker__availability${option.availability.danger ? " cat-picker__availability--danger" : ""}`}
              >
                <DeliveryText message={option.availability} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
