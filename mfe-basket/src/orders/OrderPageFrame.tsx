import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { pathFor, type Language } from "@shop/shared";
import "./orders.css";

interface Props {
  readonly language: Language;
  readonly title: ReactNode;
  /** Where "back" leads: the account home (default) or the orders overview. */
  readonly back?: "accountHome" | "orders";
  /** What was just done, shown above the content; it takes the focus each time `confirmed` grows. */
  readonly confirmation?: ReactNode;
  readonly confirmed?: number;
  readonly children?: ReactNode;
}

/**
 * The frame of the order pages, as the account's pages look (the way back, the heading, the
 * confirmation of what the shopper just did): the basket team's own copy, since a slice never
 * imports another.
 */
export function OrderPageFrame({
  language,
  title,
  back = "accountHome",
  confirmation,
  confirmed = 0,
  children,
}: Props) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirmed > 0) status.current?.focus();
  }, [confirmed]);
  return (
    <div className="bsk-orders">
      <p className="bsk-orders__back">
        <a className="bsk-link" href={pathFor(back, language)}>
          {back === "orders" ? (
            <Trans id="orders.backToOrders">Back to my orders</Trans>
          ) : (
            <Trans id="orders.backToAccount">Back to my account</Trans>
          )}
        </a>
      </p>
      <h1 className="bsk-orders__title">{title}</h1>
      {confirmed > 0 && confirmation ? (
        <p ref={status} tabIndex={-1} role="status" className="bsk-orders__confirmation">
          {confirmation}
        </p>
      ) : null}
      {children}
    </div>
  );
}
