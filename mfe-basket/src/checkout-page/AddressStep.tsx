import { Trans } from "@lingui/react/macro";
import { Field, Formik } from "formik";
import { countries, type Country, type OrderAddress, type ShopContext } from "@shop/shared";
import { orderAddressSchema, type OrderAddressValues } from "@shop/shared/forms";
import { TextField } from "@shop/shared/ui";
import { AddressFields } from "./AddressFields.tsx";
import { checkoutMessage } from "./checkout-messages.ts";
import { checkoutApi, type SavedAddress } from "./checkout-endpoints.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";
import { SavedAddressPicker } from "./SavedAddressPicker.tsx";

const schema = orderAddressSchema();

/** An empty address in the shop's country, the salutation preset as in the auth forms. */
function blankAddress(country: Country): OrderAddress {
  return {
    salutation: "f",
    firstName: "",
    lastName: "",
    street: "",
    houseNumber: "",
    postcode: "",
    city: "",
    country,
  };
}

/** The address fields of a saved address (without its id and default flags). */
function orderAddressOf({
  id: _id,
  isDefaultShipping: _s,
  isDefaultBilling: _b,
  ...address
}: SavedAddress): OrderAddress {
  return address;
}

/**
 * Step 1: the e-mail and the shipping address, and a billing address when it differs. The
 * signed-in shopper's e-mail is filled in (the account's `GET /api/user/`); a registered shopper
 * picks from the address book, starting with the default shipping address in the shop's country.
 */
export function AddressStep({
  shop,
  initial,
  onDone,
}: {
  readonly shop: ShopContext;
  readonly initial: OrderAddressValues | undefined;
  readonly onDone: (values: OrderAddressValues) => void;
}) {
  const user = checkoutApi.useCheckoutUserQuery(shop.locale, { skip: initial !== undefined });
  const registered = user.data?.registered === true && user.data.loggedIn;
  const book = checkoutApi.useSavedAddressesQuery(undefined, { skip: !registered });
  if (!initial && (user.isLoading || (registered && book.isLoading))) {
    return (
      <p className="bsk-checkout__loading" role="status">
        <Trans id="checkout.loading">Loading…</Trans>
      </p>
    );
  }
  // Only addresses the shop delivers to can be shipping addresses.
  const saved = (book.data?.addresses ?? []).filter((address) => address.country === shop.country);
  const preset = saved.find((address) => address.isDefaultShipping) ?? saved[0];
  const values: OrderAddressValues = initial ?? {
    email: user.data?.email ?? "",
    shipping: preset ? orderAddressOf(preset) : blankAddress(shop.country),
    billingDiffers: false,
    billing: blankAddress(shop.country),
  };
  return (
    <Formik
      initialValues={values}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={(submitted) => {
        onDone(schema.cast(submitted, { stripUnknown: true }));
      }}
    >
      {({ values: current, setFieldValue }) => (
        <CheckoutForm submitLabel={<Trans id="checkout.continue">Continue</Trans>}>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            messageFor={checkoutMessage}
            classPrefix="bsk-field"
            label={<Trans id="checkout.email">E-mail address</Trans>}
          />
          <fieldset className="bsk-checkout__group">
            <legend className="bsk-checkout__legend">
              <Trans id="checkout.shippingAddress">Shipping address</Trans>
            </legend>
            {saved.length > 0 ? (
              <SavedAddressPicker
                addresses={saved}
                onPick={(address) => void setFieldValue("shipping", orderAddressOf(address))}
              />
            ) : null}
            <AddressFields
              prefix="shipping"
              section="shipping"
              countries={[shop.country]}
              language={shop.language}
            />
          </fieldset>
          <label className="bsk-checkout__checkbox">
            <Field type="checkbox" name="billingDiffers" />
            <Trans id="checkout.billingDiffers">The billing address differs</Trans>
          </label>
          {current.billingDiffers ? (
            <fieldset className="bsk-checkout__group">
              <legend className="bsk-checkout__legend">
                <Trans id="checkout.billingAddress">Billing address</Trans>
              </legend>
              <AddressFields
                prefix="billing"
                section="billing"
                countries={countries}
                language={shop.language}
              />
            </fieldset>
          ) : null}
        </CheckoutForm>
      )}
    </Formik>
  );
}
