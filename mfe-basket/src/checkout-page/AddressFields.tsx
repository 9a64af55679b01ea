import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Country, Language } from "@shop/shared";
import { ChoiceField, SelectField, TextField } from "@shop/shared/ui";
import { checkoutMessage } from "./checkout-messages.ts";
import { countryName } from "./country-name.ts";

const field = { messageFor: checkoutMessage, classPrefix: "bsk-field" } as const;

/**
 * An address's fields (shipping or billing: `prefix`), in the order of the address rules:
 * salutation, names, street and house number, postcode, city, and the country among `countries`.
 * `section` tells the browser's autofill which address it is.
 */
export function AddressFields({
  prefix,
  section,
  countries,
  language,
}: {
  readonly prefix: "shipping" | "billing";
  readonly section: "shipping" | "billing";
  readonly countries: readonly Country[];
  readonly language: Language;
}) {
  const { _ } = useLingui();
  const auto = (token: string) => `section-${prefix} ${section} ${token}`;
  return (
    <>
      <ChoiceField
        {...field}
        name={`${prefix}.salutation`}
        legend={<Trans id="checkout.fields.salutation">Salutation</Trans>}
        choices={[
          { value: "f", label: _(msg({ id: "checkout.fields.salutation.f", message: "Ms" })) },
          { value: "m", label: _(msg({ id: "checkout.fields.salutation.m", message: "Mr" })) },
          {
            value: "d",
            label: _(msg({ id: "checkout.fields.salutation.d", message: "Diverse" })),
          },
        ]}
      />
      <TextField
        {...field}
        name={`${prefix}.firstName`}
        autoComplete={auto("given-name")}
        label={<Trans id="checkout.fields.firstName">First name</Trans>}
      />
      <TextField
        {...field}
        name={`${prefix}.lastName`}
        autoComplete={auto("family-name")}
        label={<Trans id="checkout.fields.lastName">Last name</Trans>}
      />
      <TextField
        {...field}
        name={`${prefix}.street`}
        autoComplete={auto("address-line1")}
        label={<Trans id="checkout.fields.street">Street</Trans>}
      />
      <TextField
        {...field}
        name={`${prefix}.houseNumber`}
        autoComplete={auto("address-line2")}
        label={<Trans id="checkout.fields.houseNumber">House number</Trans>}
      />
      <TextField
        {...field}
        name={`${prefix}.postcode`}
        autoComplete={auto("postal-code")}
        label={<Trans id="checkout.fields.postcode">Postcode</Trans>}
      />
      <TextField
        {...field}
        name={`${prefix}.city`}
        autoComplete={auto("address-level2")}
        label={<Trans id="checkout.fields.city">Town or city</Trans>}
      />
      <SelectField
        {...field}
        name={`${prefix}.country`}
        autoComplete={auto("country")}
        label={<Trans id="checkout.fields.country">Country</Trans>}
        options={countries.map((country) => ({
          value: country,
          label: countryName(country, language),
        }))}
      />
    </>
  );
}
