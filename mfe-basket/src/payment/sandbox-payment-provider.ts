import { isRedirectPaymentMethod } from "@shop/shared";
import type { PaymentAuthorisation, PaymentProvider, PaymentRequest } from "./payment-provider.ts";

/**
 * The sandbox's magic values (README, decision 0035): a tag in the local part of the shopper's
 * e-mail address, `anna+decline@example.org`, picks what the sandbox does.
 */
export const sandboxTags = {
  /** The payment is declined. */
  decline: "+decline",
  /** The provider never answers: the shop's payment timeout ends the attempt. */
  timeout: "+timeout",
  /** On the provider's page (PayPal, Klarna, iDEAL) the shopper cancels. */
  cancel: "+cancel",
} as const;

const hasTag = (email: string, tag: string) => (email.split("@")[0] ?? "").includes(tag);

/**
 * The embedded payment provider (issue 18, point 3). It authorises at once, except:
 * PayPal, Klarna and iDEAL send the shopper to `returnUrl(reference, outcome)` (the sandbox's
 * "provider page" approves at once, or cancels with `+cancel`); the tags of
 * {@link sandboxTags} decline or time out.
 */
export function sandboxPaymentProvider(
  returnUrl: (reference: string, outcome: "approved" | "cancelled") => string,
): PaymentProvider {
  return {
    authorise(request: PaymentRequest, signal): Promise<PaymentAuthorisation> {
      if (hasTag(request.email, sandboxTags.decline)) {
        return Promise.resolve({ outcome: "declined", reason: "Declined by the sandbox" });
      }
      if (hasTag(request.email, sandboxTags.timeout)) {
        return new Promise((_resolve, reject) => {
          signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
        });
      }
      if (isRedirectPaymentMethod(request.method)) {
        const outcome = hasTag(request.email, sandboxTags.cancel) ? "cancelled" : "approved";
        return Promise.resolve({
          outcome: "redirect",
          redirectUrl: returnUrl(request.reference, outcome),
        });
      }
      return Promise.resolve({ outcome: "authorised" });
    },
    // The sandbox's page says how it ended in the return address; a real provider is asked.
    completeRedirect: (_reference, returned) =>
      Promise.resolve(returned.outcome === "approved" ? "authorised" : "cancelled"),
    void: () => Promise.resolve(),
  };
}
