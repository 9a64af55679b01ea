import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  soldOutOptionLabel,
  variantOptions,
  type ProductVariant,
  type VariantAxis,
} from "@shop/shared";

interface Props {
  readonly variants: readonly ProductVariant[];
  readonly axis: VariantAxis;
  readonly selected: string | undefined;
  readonly locale: string;
  readonly onChange: (referenceKey: string) => void;
}

function AxisLabel({ axis }: { readonly axis: VariantAxis }) {
  if (axis === "asGro") return <Trans id="product.axis.size">Size</Trans>;
  if (axis === "masse") return <Trans id="product.axis.dimensions">Dimensions</Trans>;
  return <Trans id="product.axis.choice">Version</Trans>;
}

/**
 * The variant dropdown (catalogue spec point 5) on the first of asGro, masse, auswahlWalz:
 * sold-out options are disabled and labelled with the lowercase sold-out text in brackets.
 */
export function VariantSelect({ variants, axis, selected, locale, onChange }: Props) {
  const { _ } = useLingui();
  const soldOut = _(msg({ id: "product.soldOut", message: "Sold out" }));
  return (
    <div className="cat-pdp__variant">
      <label htmlFor="cat-pdp-variant">
        <AxisLabel axis={axis} />
      </label>
      <select
        id="cat-pdp-variant"
        className="cat-pdp__select"
        value={selected}
        onChange={(event) => onChange(event.target.value)}
      >
        {variantOptions(variants, axis).map((option) => (
          <option key={option.referenceKey} value={option.referenceKey} disabled={option.soldOut}>
            {option.soldOut ? soldOutOptionLabel(option.label, soldOut, locale) : option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
