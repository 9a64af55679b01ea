import { Trans } from "@lingui/react/macro";
import { GenderField } from "./GenderField.tsx";
import { TextField } from "./TextField.tsx";

/** Salutation, first and last name: the customer fields of registration and guest. */
export function NameFields() {
  return (
    <>
      <GenderField />
      <TextField
        name="first_name"
        autoComplete="given-name"
        label={<Trans id="auth.fields.firstName">First name</Trans>}
      />
      <TextField
        name="last_name"
        autoComplete="family-name"
        label={<Trans id="auth.fields.lastName">Last name</Trans>}
      />
    </>
  );
}
