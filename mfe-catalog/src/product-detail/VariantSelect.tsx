import { lazy, Suspense, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  soldOutOptionLabel,
  variantOptions,
  type Brand,
  type ProductVariant,
  type VariantAxis,
} from "@shop/shared";
import { useNarrowViewport } from "./use-narrow-viewport.ts";

const AttributePickerDialog = lazy(() => import("../product-dialogs/AttributePickerDialog.tsx"));

interface Props {
  readonly variants: readonly ProductVariant[];
  readonly axis: VariantAxis;
  readonly selected: string | undefined;
  readonly locale: string;
  readonly brand: Brand;
  readonly onChange: (referenceKey: string) => void;
}

function AxisLabel({ axis }: { readonly axis: VariantAxis }) {
  if (axis === "asGro") return <Trans id="product.axis.size">Size</Trans>;
  if (axis === "masse") return <Trans id="product.axis.dimensions">Dimensions</Trans>;
  return <Trans id="product.axis.choice">Version</Trans>;
}

/** The id both the dropdown and the picker's button carry (focused by `action=addToCart`). */
const controlId = "cat-pdp-variant";

/**
 * The variant choice (catalogue spec point 5) on the first of asGro, masse, auswahlWalz: a
 * dropdown whose sold-out options are disabled and labelled with the lowercase sold-out text in
 * brackets. On small screens it is a button showing the choice, which opens the attribute
 * picker dialog (catalogue spec point 7), loaded on first use and then kept mounted so the focus
 * returns to the button. The server renders the dropdown, which works without JavaScript.
 */
export function VariantSelect({ variants, axis, selected, locale, brand, onChange }: Props) {
  const { _ } = useLingui();
  const narrow = useNarrowViewport();
  const [picking, setPicking] = useState<boolean | null>(null);
  const soldOut = _(msg({ id: "product.soldOut", message: "Sold out" }));
  const options = variantOptions(variants, axis);

  if (narrow) {
    const current = options.find((option) => option.referenceKey === selected) ?? options[0];
    return (
      <div className="cat-pdp__variant">
        <span id={`${controlId}-label`}>
          <AxisLabel axis={axis} />
        </span>
        <button
          id={controlId}
          type="button"
          className="cat-pdp__select cat-pdp__picker"
          aria-haspopup="dialog"
          aria-labelledby={`${controlId}-label ${controlId}-value`}
          onClick={() => setPicking(true)}
        >
          <span id={`${controlId}-value`}>{current?.label}</span>
          <span aria-hidden="true">▾</span>
        </button>
        {picking !== null ? (
          <Suspense fallback={null}>
            <AttributePickerDialog
              variants={variants}
              axis={axis}
              selected={selected}
              brand={brand}
              open={picking}
              opener={controlId}
              onClose={() => setPicking(false)}
              onChoose={(referenceKey) => {
                setPicking(false);
                onChange(referenceKey);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }
  return (
    <div className="cat-pdp__variant">
      <label htmlFor={controlId}>
        <AxisLabel axis={axis} />
      </label>
      <select
        id={controlId}
        className="cat-pdp__select"
        value={selected}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.referenceKey} value={option.referenceKey} disabled={option.soldOut}>
            {option.soldOut ? soldOutOptionLabel(option.label, soldOut, locale) : option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
