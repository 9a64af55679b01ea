/** A kind of balance: a redeemed gift card's remainder, or a credit from the shop (a refund). */
export type BalanceKind = "giftCard" | "credit";

/** One movement of a customer's balance, in cents: positive credited, negative used. */
export interface BalanceEntry {
  readonly id: string;
  readonly kind: BalanceKind;
  readonly amountCents: number;
  readonly reference: string;
  /** ISO time. */
  readonly createdAt: string;
}

/**
 * `GET /api/user/balance/`: the signed-in customer's gift card and credit balance in the shop's
 * currency (sums of the history, cents) and the history, newest first.
 */
export interface AccountBalance {
  readonly currency: string;
  readonly giftCardCents: number;
  readonly creditCents: number;
  readonly history: readonly BalanceEntry[];
}

/** The balance of a history: the sum of each kind's movements. */
export function balanceOf(currency: string, history: readonly BalanceEntry[]): AccountBalance {
  const sum = (kind: BalanceKind) =>
    history.filter((entry) => entry.kind === kind).reduce((total, e) => total + e.amountCents, 0);
  return { currency, giftCardCents: sum("giftCard"), creditCents: sum("credit"), history };
}
