import { useField } from "formik";
import { useId, type ReactNode } from "react";
import { FieldMessages, type MessageFor } from "./FieldMessages.tsx";
import { useShownError } from "./use-shown-error.ts";

/**
 * A labelled, required select of a Formik form (a country), its error read with it
 * (`aria-describedby`, `aria-invalid`) once the shopper tried to submit.
 */
export function SelectField({
  name,
  label,
  options,
  autoComplete,
  messageFor,
  classPrefix = "shop-field",
}: {
  readonly name: string;
  readonly label: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly autoComplete?: string;
  readonly messageFor: MessageFor;
  readonly classPrefix?: string;
}) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <div className={classPrefix}>
      <label className={`${classPrefix}__label`} htmlFor={id}>
        {label}
      </label>
      <select
        {...field}
        id={id}
        className={`${classPrefix}__input`}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <FieldMessages
          id={`${id}-error`}
          refs={error}
          messageFor={messageFor}
          className={`${classPrefix}__error`}
        />
      ) : null}
    </div>
  );
}
