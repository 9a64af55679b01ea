import { Trans } from "@lingui/react/macro";
import type { BalanceEntry } from "../balance/account-balance.ts";
import { dateText, moneyText } from "./money-text.ts";

/** The balance's movements, newest first, as a table a screen reader can walk by column. */
export function BalanceHistory({
  locale,
  currency,
  history,
}: {
  readonly locale: string;
  readonly currency: string;
  readonly history: readonly BalanceEntry[];
}) {
  return (
    <table className="acc-balance__table">
      <caption className="acc-balance__caption">
        <Trans id="balance.history.caption">Gift card and credit movements, newest first</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans id="balance.history.date">Date</Trans>
          </th>
          <th scope="col">
            <Trans id="balance.history.kind">Kind</Trans>
          </th>
          <th scope="col">
            <Trans id="balance.history.reference">Reference</Trans>
          </th>
          <th scope="col" className="acc-balance__amount">
            <Trans id="balance.history.amount">Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry) => (
          <tr key={entry.id}>
            <td>{dateText(locale, entry.createdAt)}</td>
            <td>
              {entry.kind === "giftCard" ? (
                <Trans id="balance.giftCard.short">Gift card</Trans>
              ) : (
                <Trans id="balance.credit">Credit</Trans>
              )}
            </td>
            <td>{entry.reference}</td>
            <td className="acc-balance__amount">
              {moneyText(locale, currency, entry.amountCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
