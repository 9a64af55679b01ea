import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import type { Country, OrderAddress, ShopContext } from "@shop/shared";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "../auth-forms/AuthFormFrame.tsx";
import { showCallFailure } from "../auth-forms/form-failure.ts";
import { GenderField } from "../auth-forms/GenderField.tsx";
import { TextField } from "../auth-forms/TextField.tsx";
import type { AccountAddress } from "../address-book/account-address.ts";
import { addressSchema } from "@shop/shared/forms";
import { CountryField } from "./CountryField.tsx";

const schema = addressSchema();

/** An empty address in the shop's country. */
function blankAddress(country: Country): OrderAddress {
  const empty = {
    firstName: "",
    lastName: "",
    street: "",
    houseNumber: "",
    postcode: "",
    city: "",
  };
  return { salutation: "f", ...empty, country };
}

/**
 * A new address or a change of one (`editing`), checked by the address book's rules; the
 * postcode by the chosen country. `onSaved` runs once the address book has it.
 */
export function AddressForm({
  shop,
  editing,
  onSaved,
}: {
  readonly shop: ShopContext;
  readonly editing?: AccountAddress;
  readonly onSaved: () => void;
}) {
  const [save] = accountApi.useSaveAddressMutation();
  const initialValues: OrderAddress = editing ?? blankAddress(shop.country);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const address = schema.cast(values, { stripUnknown: true });
        const result = await save(editing ? { id: editing.id, address } : { address });
        if (result.error) showCallFailure(helpers, result.error);
        else onSaved();
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="address.save">Save address</Trans>}>
        <GenderField name="salutation" />
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={<Trans id="auth.fields.firstName">First name</Trans>}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={<Trans id="auth.fields.lastName">Last name</Trans>}
        />
        <TextField
          name="street"
          autoComplete="address-line1"
          label={<Trans id="address.fields.street">Street</Trans>}
        />
        <TextField
          name="houseNumber"
          autoComplete="address-line2"
          label={<Trans id="address.fields.houseNumber">House number</Trans>}
        />
        <TextField
          name="postcode"
          autoComplete="postal-code"
          label={<Trans id="address.fields.postcode">Postcode</Trans>}
        />
        <TextField
          name="city"
          autoComplete="address-level2"
          label={<Trans id="address.fields.city">Town or city</Trans>}
        />
        <CountryField language={shop.language} />
      </AuthFormFrame>
    </Formik>
  );
}
