/**
 * The order complaint's rules (issue 18, point 6; decision 0039), shared by the server's check
 * (zod) and the form's Yup schema so both refuse the same input.
 */
export const complaintReasons = [
  "damaged",
  "defective",
  "wrongItem",
  "missingItem",
  "notAsDescribed",
  "other",
] as const;

export type ComplaintReason = (typeof complaintReasons)[number];

/** The message's longest length, in characters. */
export const complaintMessageMaxLength = 2000;

/** A complaint as the shopper sends it: `POST /api/shop/orders/{orderNumber}/complaint/`. */
export interface ComplaintBody {
  readonly reason: ComplaintReason;
  /** The order lines it concerns (their variant ids), at least one. */
  readonly variantIds: readonly string[];
  readonly message: string;
}

/** The answer to a complaint that was stored. */
export interface ComplaintReceipt {
  readonly complaintId: string;
  readonly orderNumber: string;
}

/**
 * The variant ids of a complaint that are not lines of the order (none: the complaint fits).
 * A complaint about something the order does not hold is refused as a whole.
 */
export function foreignComplaintLines(
  variantIds: readonly string[],
  orderLines: readonly { readonly variantId: string }[],
): string[] {
  const ordered = new Set(orderLines.map((line) => line.variantId));
  return variantIds.filter((id) => !ordered.has(id));
}
