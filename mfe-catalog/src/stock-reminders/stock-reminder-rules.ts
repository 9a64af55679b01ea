// Remind when available (catalogue spec points 4 and 7, issue 21): the pure rules shared by the
// dialog's form (its Yup schema), the API and the store. No React, no server imports.
import { isAvailableCode, isSoldOutCode, validateEmail, type Bvc } from "@shop/shared";

/** Translation keys of the reminder's errors, the same in the API's `key` and the dialog. */
export const stockReminderKeys = {
  emailRequired: "newsletter.errors.required",
  email: "newsletter.errors.email",
  variant: "stockReminder.errors.variant",
  notSoldOut: "stockReminder.errors.notSoldOut",
  tooMany: "stockReminder.errors.tooMany",
} as const;

export type StockReminderKey = (typeof stockReminderKeys)[keyof typeof stockReminderKeys];

/** Variant ids as the catalogue writes them: letters, digits, `.`, `_`, `-`. */
const variantIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** A reminder request as the API stores it: the address normalised (trimmed, lowercased). */
export interface StockReminderRequest {
  readonly variantId: string;
  readonly email: string;
}

export type StockReminderCheck =
  | { readonly ok: true; readonly value: StockReminderRequest }
  | { readonly ok: false; readonly key: StockReminderKey };

/**
 * A reminder request's body (`{ variantId, email }`): the e-mail by the shop's one e-mail rule
 * (core spec point 5, `validateEmail`), the variant id by the catalogue's id pattern.
 */
export function validateStockReminder(raw: unknown): StockReminderCheck {
  const body = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const { variantId } = body;
  if (typeof variantId !== "string" || !variantIdPattern.test(variantId)) {
    return { ok: false, key: stockReminderKeys.variant };
  }
  const email = validateEmail(body.email);
  if (!email.ok) {
    const required = email.issues.some((issue) => issue.key === stockReminderKeys.emailRequired);
    return { ok: false, key: required ? stockReminderKeys.emailRequired : stockReminderKeys.email };
  }
  return { ok: true, value: { variantId, email: email.value } };
}

/** Catalogue spec point 4: only a sold-out variant (code 4) offers "remind me". */
export function offersStockReminder(bvc: Bvc): boolean {
  return isSoldOutCode(bvc);
}

/** Whether a variant is back: buyable again (not code 3 or 4) with stock to sell. */
export function isBackInStock(bvc: Bvc, stockQuantity: number): boolean {
  return isAvailableCode(bvc) && stockQuantity > 0;
}

/**
 * The availability code after the stock is set: a sold-out variant that gets stock becomes
 * buyable (1), a buyable one (1) left without stock becomes sold out (4); preorders (2), codes 3
 * and downloads keep theirs, whose availability does not follow the stock.
 */
export function bvcAfterStockChange(bvc: Bvc, stockQuantity: number): Bvc {
  if (stockQuantity > 0 && bvc === 4) return 1;
  if (stockQuantity === 0 && bvc === 1) return 4;
  return bvc;
}
