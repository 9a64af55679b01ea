/** The most of one line a basket takes; more is refused as bad input. */
export const maxLineQuantity = 99;

/** Core spec point 4: a quantity can be decreased only when it is 2 or more. */
export function canDecrease(quantity: number): boolean {
  return quantity >= 2;
}

/** Core spec point 4: a quantity can be increased only while below availableQuantity. */
export function canIncrease(quantity: number, availableQuantity: number): boolean {
  return quantity < availableQuantity;
}

/** How many of a variant a line may hold: its stock, at most {@link maxLineQuantity}. */
export function availableQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, maxLineQuantity));
}

export type QuantityCheck =
  { readonly ok: true; readonly quantity: number } | { readonly ok: false; readonly error: string };

/**
 * Checks a requested quantity: a whole number from 1 (0 too where it means "unchanged", as in
 * updateItem) up to {@link maxLineQuantity}. Strings, fractions and negatives are refused.
 */
export function checkQuantity(
  value: unknown,
  { allowZero }: { allowZero: boolean },
): QuantityCheck {
  const min = allowZero ? 0 : 1;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    return { ok: false, error: "quantity must be a whole number" };
  }
  if (value < min || value > maxLineQuantity) {
    return { ok: false, error: `quantity must be between ${min} and ${maxLineQuantity}` };
  }
  return { ok: true, quantity: value };
}
