/** What a line contributes to payback points. */
export interface PaybackLine {
  /** Points per currency unit of the price with tax (the variant's payback factor). */
  readonly factor: number;
  /** Unit price with tax, in cents. */
  readonly unitPrice: number;
  readonly quantity: number;
}

/**
 * Core spec point 9: points = factor × unit price with tax / 100 × quantity, summed; a total
 * between 0 and 1 counts as 1, otherwise it is rounded down.
 */
export function paybackPoints(lines: readonly PaybackLine[]): number {
  const total = lines.reduce(
    (sum, line) => sum + (line.factor * line.unitPrice * line.quantity) / 100,
    0,
  );
  if (total > 0 && total < 1) return 1;
  return Math.floor(total);
}
