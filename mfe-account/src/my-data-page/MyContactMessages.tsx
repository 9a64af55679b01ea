import { Trans } from "@lingui/react/macro";
import type { MyContactMessage } from "../my-data/my-data.ts";
import { dateText } from "../balance-page/money-text.ts";

/** The my-data overview's messages the customer sent from the contact form, oldest first. */
export function MyContactMessages({
  locale,
  messages,
}: {
  readonly locale: string;
  readonly messages: readonly MyContactMessage[];
}) {
  return (
    <section aria-labelledby="acc-my-data-contact" className="acc-home__section">
      <h2 id="acc-my-data-contact" className="acc-home__heading">
        <Trans id="myData.contactMessages">Your messages to us</Trans>
      </h2>
      {messages.length === 0 ? (
        <p>
          <Trans id="myData.contactMessages.none">You have not sent us any messages.</Trans>
        </p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message.sentAt + message.subject}>
              {`${dateText(locale, message.sentAt)}: ${message.subject}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
