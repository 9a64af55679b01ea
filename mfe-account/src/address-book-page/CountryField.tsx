import { Trans } from "@lingui/react/macro";
import { useField } from "formik";
import { useId } from "react";
import { countries, type Language } from "@shop/shared";
import { FieldMessages } from "../auth-forms/FieldMessages.tsx";
import { useShownError } from "@shop/shared/ui";

/** The country of an address: one of the shop's countries, named in the page's language. */
export function CountryField({ language }: { readonly language: Language }) {
  const [field] = useField<string>("country");
  const error = useShownError("country");
  const id = useId();
  // CLDR names, the same in Node and the browser, so server and browser render alike.
  const names = new Intl.DisplayNames([language], { type: "region" });
  return (
    <div className="acc-field">
      <label className="acc-field__label" htmlFor={id}>
        <Trans id="address.fields.country">Country</Trans>
      </label>
      <select
        {...field}
        id={id}
        className="acc-field__input"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {names.of(country.toUpperCase())}
          </option>
        ))}
      </select>
      {error ? <FieldMessages id={`${id}-error`} refs={error} /> : null}
    </div>
  );
}
