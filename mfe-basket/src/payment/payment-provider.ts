import type { Currency, PaymentMethodCode } from "@shop/shared";

/** What the shop asks a payment provider to authorise for one order (issue 18, point 3). */
export interface PaymentRequest {
  /** The shop's reference of the payment, unique per order and not guessable. */
  readonly reference: string;
  readonly orderNumber: string;
  readonly method: PaymentMethodCode;
  /** Cents with tax. */
  readonly amount: number;
  readonly currency: Currency;
  readonly email: string;
}

/**
 * A provider's answer: authorised; or the shopper pays on the provider's page first (PayPal,
 * Klarna, iDEAL), which sends them back to the shop's payment return; or declined.
 */
export type PaymentAuthorisation =
  | { readonly outcome: "authorised" }
  | { readonly outcome: "redirect"; readonly redirectUrl: string }
  | { readonly outcome: "declined"; readonly reason: string };

/** How a payment on the provider's page ended, as the provider confirms it. */
export type RedirectOutcome = "authorised" | "cancelled";

/**
 * The one interface every payment provider is reached through (house style: adapters at the
 * boundary). The embedded default is the sandbox (`sandboxPaymentProvider`).
 */
export interface PaymentProvider {
  /** Authorises a payment; gives up when `signal` aborts (the shop's payment timeout). */
  authorise(request: PaymentRequest, signal: AbortSignal): Promise<PaymentAuthorisation>;
  /**
   * Confirms how a payment on the provider's page ended, from what the provider sent the
   * shopper back with (the return address's query).
   */
  completeRedirect(
    reference: string,
    returned: Readonly<Record<string, string>>,
  ): Promise<RedirectOutcome>;
  /** Voids an authorisation no order came of (the order could not be stored). */
  void(reference: string): Promise<void>;
}
