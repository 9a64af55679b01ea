import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";

/** Where a step stands: being filled in, finished (shown as a summary), or still to come. */
export type StepStatus = "current" | "done" | "upcoming";

interface CheckoutStepProps {
  readonly number: number;
  readonly title: ReactNode;
  readonly status: StepStatus;
  /** Moves focus to the heading when the step opens (not on the page's first render). */
  readonly focusOnOpen: boolean;
  /** The finished step's summary. */
  readonly summary?: ReactNode;
  readonly onEdit?: () => void;
  readonly children?: ReactNode;
  readonly testId: string;
}

/**
 * One step of the checkout: a section named by its heading. The open step shows its form and
 * takes the focus on its heading, so a screen reader reads where the shopper now is; a finished
 * step shows what was chosen and a button to change it.
 */
export function CheckoutStep({
  number,
  title,
  status,
  focusOnOpen,
  summary,
  onEdit,
  children,
  testId,
}: CheckoutStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === "current" && focusOnOpen) heading.current?.focus();
  }, [status, focusOnOpen]);
  return (
    <section
      className={`bsk-checkout__step bsk-checkout__step--${status}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="bsk-checkout__step-title">
        <span className="bsk-checkout__step-number">{number}</span> {title}
      </h2>
      {status === "current" ? children : null}
      {status === "done" ? (
        <div className="bsk-checkout__summary">
          {summary}
          {onEdit ? (
            <button type="button" className="bsk-button bsk-button--secondary" onClick={onEdit}>
              <Trans id="checkout.change">Change</Trans>
              <span className="shop-visually-hidden">: {title}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
