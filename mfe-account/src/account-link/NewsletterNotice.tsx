import { Trans } from "@lingui/react/macro";
import type { NewsletterOutcome } from "./newsletter-outcome.ts";

/** The toast after following a newsletter confirmation link (`?newsletter=`, decision 0031). */
export function NewsletterNotice({ outcome }: { readonly outcome: NewsletterOutcome }) {
  return (
    <p className="shop-toast" role="status">
      {outcome === "confirmed" ? (
        <Trans id="newsletter.confirmed">
          Thank you! Your newsletter subscription is confirmed.
        </Trans>
      ) : (
        <Trans id="newsletter.invalid">
          This confirmation link is no longer valid. Please sign up for the newsletter again.
        </Trans>
      )}
    </p>
  );
}
