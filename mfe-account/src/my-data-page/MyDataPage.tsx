import { Trans } from "@lingui/react/macro";
import type { Language } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import type { MyData } from "../my-data/my-data.ts";
import { AccountPageFrame } from "../account-page/AccountPageFrame.tsx";
import { MyBalanceEntries } from "./MyBalanceEntries.tsx";
import { MyContactMessages } from "./MyContactMessages.tsx";
import "../auth-forms/auth-forms.css";
import "../account-home/account-home.css";

export interface MyDataPageState {
  /** Everything stored about the customer (`GET /api/user/my-data/`). */
  readonly data: MyData | null;
}

/** A stored time as a date in the page's language (UTC, so server and browser agree). */
function dateOf(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

/**
 * The my-data overview (core spec point 1, registered customers only): everything the account
 * stores about the customer, and the same as a JSON file to download.
 */
export function MyDataPage({ state, shop }: FragmentProps<MyDataPageState>) {
  const { data } = state;
  return (
    <AccountPageFrame language={shop.language} title={<Trans id="myData.title">My data</Trans>}>
      <p>
        <Trans id="myData.intro">
          This is everything we store about you in your customer account.
        </Trans>
      </p>
      <p>
        <a href="/api/user/my-data/?download=1" download="my-data.json">
          <Trans id="myData.download">Download my data (JSON file)</Trans>
        </a>
      </p>
      {data ? (
        <>
          <section aria-labelledby="acc-my-data-customer" className="acc-home__section">
            <h2 id="acc-my-data-customer" className="acc-home__heading">
              <Trans id="accountHome.data">Your customer data</Trans>
            </h2>
            <dl className="acc-home__data">
              <dt>
                <Trans id="accountHome.customerNo">Customer number</Trans>
              </dt>
              <dd>{data.customer.customerNo}</dd>
              <dt>
                <Trans id="accountHome.name">Name</Trans>
              </dt>
              <dd>{`${data.customer.firstName} ${data.customer.lastName}`}</dd>
              <dt>
                <Trans id="auth.fields.email">Email address</Trans>
              </dt>
              <dd>{data.customer.email}</dd>
              <dt>
                <Trans id="myData.registeredAt">Customer since</Trans>
              </dt>
              <dd>{dateOf(data.customer.registeredAt, shop.language)}</dd>
            </dl>
          </section>
          <section aria-labelledby="acc-my-data-addresses" className="acc-home__section">
            <h2 id="acc-my-data-addresses" className="acc-home__heading">
              <Trans id="address.title">Address book</Trans>
            </h2>
            {data.addresses.length === 0 ? (
              <p>
                <Trans id="address.empty">You have not saved any addresses yet.</Trans>
              </p>
            ) : (
              <ul>
                {data.addresses.map((address) => (
                  <li key={address.id}>
                    {`${address.firstName} ${address.lastName}, ${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="acc-my-data-newsletter" className="acc-home__section">
            <h2 id="acc-my-data-newsletter" className="acc-home__heading">
              <Trans id="myData.newsletter">Newsletter</Trans>
            </h2>
            {data.newsletterSignUps.length === 0 ? (
              <p>
                <Trans id="myData.newsletter.none">
                  You have not signed up for the newsletter.
                </Trans>
              </p>
            ) : (
              <ul>
                {data.newsletterSignUps.map((signUp) => {
                  const date = dateOf(signUp.confirmedAt ?? signUp.signedUpAt, shop.language);
                  return (
                    <li key={signUp.shopId}>
                      {signUp.confirmedAt ? (
                        <Trans id="myData.newsletter.confirmed">Subscribed since {date}</Trans>
                      ) : (
                        <Trans id="myData.newsletter.pending">
                          Signed up on {date}, not confirmed yet
                        </Trans>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <MyContactMessages locale={shop.locale} messages={data.contactMessages} />
          <MyBalanceEntries locale={shop.locale} entries={data.balanceEntries} />
        </>
      ) : null}
    </AccountPageFrame>
  );
}
