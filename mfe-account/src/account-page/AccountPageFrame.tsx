import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { pathFor, type Language } from "@shop/shared";

interface AccountPageFrameProps {
  readonly language: Language;
  readonly title: ReactNode;
  /**
   * What was just done ("saved", "sent"), shown above the content; it takes the focus each time
   * `confirmed` grows, so a screen reader reads it and the keyboard continues from there.
   */
  readonly confirmation?: ReactNode;
  readonly confirmed?: number;
  readonly children?: ReactNode;
}

/**
 * The frame of every account page: the way back to the account home, the page's heading and
 * the confirmation of what the shopper just did.
 */
export function AccountPageFrame({
  language,
  title,
  confirmation,
  confirmed = 0,
  children,
}: AccountPageFrameProps) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirmed > 0) status.current?.focus();
  }, [confirmed]);
  return (
    <div className="acc-page">
      <p className="acc-note">
        <a href={pathFor("accountHome", language)}>
          <Trans id="account.backToAccount">Back to my account</Trans>
        </a>
      </p>
      <h1 className="acc-page__title">{title}</h1>
      {confirmed > 0 && confirmation ? (
        <p ref={status} tabIndex={-1} role="status" className="acc-confirmation">
          {confirmation}
        </p>
      ) : null}
      {children}
    </div>
  );
}
