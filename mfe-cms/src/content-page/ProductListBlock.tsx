import { FragmentSlot } from "@shop/shared/ui";
import type { BlockProps } from "./block-props.ts";
import { textField } from "./block-fields.ts";

/**
 * A product list (catalogue spec point 2; decisions 0049 and 0055): the catalogue's own product
 * list, slider or grid, which the edge renders into this block's slot from the products the
 * editor chose by number, category or search. Nothing without a selection.
 */
export function ProductListBlock({ block }: BlockProps) {
  const slot = textField(block, "fragmentSlot");
  return slot ? (
    <div className="cms-product-list">
      <FragmentSlot id={slot} />
    </div>
  ) : null;
}
