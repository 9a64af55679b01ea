import { Trans } from "@lingui/react/macro";
import type { Ref } from "react";

/** How the last change of the address book went. */
export type AddressOutcome = "saved" | "deleted" | "failed";

/** The message after a change of the address book, focused so it is read at once. */
export function AddressStatus({
  outcome,
  ref,
}: {
  readonly outcome: AddressOutcome;
  readonly ref: Ref<HTMLParagraphElement>;
}) {
  return (
    <p ref={ref} tabIndex={-1} role="status" className="acc-confirmation">
      {outcome === "saved" ? (
        <Trans id="address.saved">The address book is saved.</Trans>
      ) : outcome === "deleted" ? (
        <Trans id="address.deleted">The address has been deleted.</Trans>
      ) : (
        <Trans id="auth.failed">That did not work. Please try again in a moment</Trans>
      )}
    </p>
  );
}
