import { Trans } from "@lingui/react/macro";
import type { MyBalanceEntry } from "../my-data/my-data.ts";
import { dateText, moneyText } from "../balance-page/money-text.ts";

/** The my-data overview's gift card and credit movements, newest first, in their currencies. */
export function MyBalanceEntries({
  locale,
  entries,
}: {
  readonly locale: string;
  readonly entries: readonly MyBalanceEntry[];
}) {
  return (
    <section aria-labelledby="acc-my-data-balance" className="acc-home__section">
      <h2 id="acc-my-data-balance" className="acc-home__heading">
        <Trans id="balance.title">Gift cards and credit</Trans>
      </h2>
      {entries.length === 0 ? (
        <p>
          <Trans id="myData.balance.none">There are no gift card or credit movements.</Trans>
        </p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              {`${dateText(locale, entry.createdAt)}: ${entry.reference}, ${moneyText(locale, entry.currency, entry.amountCents)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
