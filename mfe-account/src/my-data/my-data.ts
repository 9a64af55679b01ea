import type { AccountAddress } from "../address-book/account-address.ts";
import type { BalanceEntry } from "../balance/account-balance.ts";

/** The customer record as the my-data overview shows it (never the password hash). */
export interface MyCustomerData {
  readonly customerNo: string;
  readonly email: string;
  readonly gender: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly birthDate: string | null;
  /** ISO 8601. */
  readonly registeredAt: string;
  readonly changedAt: string;
}

/** A newsletter sign-up of the customer's email in one shop (ISO 8601 times, UTC). */
export interface MyNewsletterSignUp {
  readonly shopId: string;
  readonly signedUpAt: string;
  /** Null while pending (decision 0031). */
  readonly confirmedAt: string | null;
}

/** A message the customer sent from the account's contact form (ISO 8601 time, UTC). */
export interface MyContactMessage {
  readonly shopId: string;
  readonly topic: string;
  /** Null for none. */
  readonly orderNumber: string | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly sentAt: string;
}

/** A movement of the customer's gift card or credit balance, in its currency. */
export interface MyBalanceEntry extends BalanceEntry {
  readonly currency: string;
}

/** `GET /api/user/my-data/`: everything the account stores about the signed-in customer. */
export interface MyData {
  readonly customer: MyCustomerData;
  readonly addresses: readonly AccountAddress[];
  readonly newsletterSignUps: readonly MyNewsletterSignUp[];
  readonly contactMessages: readonly MyContactMessage[];
  readonly balanceEntries: readonly MyBalanceEntry[];
}
