import {
  deliveryInfo,
  deliveryMessage,
  variantOptions,
  type Brand,
  type DeliveryMessage,
  type ProductVariant,
  type VariantAxis,
  type VariantOption,
} from "@shop/shared";

/** An option of the attribute picker: the dropdown's option with its availability. */
export interface PickerOption extends VariantOption {
  /** The delivery message the variant would show (catalogue spec point 8). */
  readonly availability: DeliveryMessage;
  /** The variant shown now. */
  readonly current: boolean;
}

/**
 * The options of the product attribute picker (catalogue spec point 7 dialogs, point 5
 * options): the variant dropdown's options in the same order, each with the delivery message
 * the page would show for it, sold-out ones marked (they cannot be chosen, as in the dropdown),
 * and the variant shown now.
 */
export function attributePickerOptions(
  variants: readonly ProductVariant[],
  axis: VariantAxis,
  selected: string | undefined,
  brand: Brand,
): PickerOption[] {
  return variantOptions(variants, axis).map((option, index) => {
    const variant = variants[index] as ProductVariant;
    return {
      ...option,
      availability: deliveryMessage(deliveryInfo(variant, variants), brand),
      current: option.referenceKey === selected,
    };
  });
}
