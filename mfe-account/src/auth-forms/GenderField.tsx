import { Trans } from "@lingui/react/macro";
import { useField } from "formik";
import { useId, type ReactNode } from "react";
import type { Gender } from "@shop/shared";
import { FieldMessages } from "./FieldMessages.tsx";
import { useShownError } from "@shop/shared/ui";

/** One radio of the salutation group. */
function GenderOption({
  name,
  value,
  label,
}: {
  readonly name: string;
  readonly value: Gender;
  readonly label: ReactNode;
}) {
  const [field] = useField({ name, type: "radio", value });
  const id = useId();
  return (
    <span className="acc-choice">
      <input {...field} id={id} type="radio" className="acc-choice__input" />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

/**
 * The salutation (core spec point 3, gender m, f or d; the form starts with f), as the field
 * `gender` of the auth forms or `salutation` of an address.
 */
export function GenderField({ name = "gender" }: { readonly name?: string }) {
  const error = useShownError(name);
  const id = useId();
  return (
    <fieldset
      className="acc-field acc-field--choices"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="acc-field__label">
        <Trans id="auth.fields.gender">Salutation</Trans>
      </legend>
      <GenderOption name={name} value="f" label={<Trans id="auth.fields.gender.f">Ms</Trans>} />
      <GenderOption name={name} value="m" label={<Trans id="auth.fields.gender.m">Mr</Trans>} />
      <GenderOption
        name={name}
        value="d"
        label={<Trans id="auth.fields.gender.d">Diverse</Trans>}
      />
      {error ? <FieldMessages id={`${id}-error`} refs={error} /> : null}
    </fieldset>
  );
}
