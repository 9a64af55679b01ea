import { Trans } from "@lingui/react/macro";
import type { Language, OrderAddress } from "@shop/shared";
import type { OrderAddressValues } from "@shop/shared/forms";
import { countryName } from "./country-name.ts";

/** One address as a postal block. */
export function PostalAddress({
  address,
  language,
}: {
  readonly address: OrderAddress;
  readonly language: Language;
}) {
  return (
    <address className="bsk-checkout__address">
      {`${address.firstName} ${address.lastName}`}
      <br />
      {`${address.street} ${address.houseNumber}`}
      <br />
      {`${address.postcode} ${address.city}`}
      <br />
      {countryName(address.country, language)}
    </address>
  );
}

/** The address step's outcome: the e-mail, the shipping and the billing address. */
export function AddressSummary({
  values,
  language,
}: {
  readonly values: OrderAddressValues;
  readonly language: Language;
}) {
  return (
    <div className="bsk-checkout__addresses">
      <div>
        <h3 className="bsk-checkout__label">
          <Trans id="checkout.email">E-mail address</Trans>
        </h3>
        <p>{values.email}</p>
      </div>
      <div>
        <h3 className="bsk-checkout__label">
          <Trans id="checkout.shippingAddress">Shipping address</Trans>
        </h3>
        <PostalAddress address={values.shipping} language={language} />
      </div>
      <div>
        <h3 className="bsk-checkout__label">
          <Trans id="checkout.billingAddress">Billing address</Trans>
        </h3>
        {values.billingDiffers ? (
          <PostalAddress address={values.billing} language={language} />
        ) : (
          <p>
            <Trans id="checkout.billingSameAsShipping">Same as the shipping address</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
