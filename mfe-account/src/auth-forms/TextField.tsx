import { useField } from "formik";
import { useId, type ReactNode } from "react";
import { FieldMessages } from "./FieldMessages.tsx";
import { useShownError } from "./use-shown-error.ts";

interface TextFieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly type?: "text" | "email" | "password";
  readonly autoComplete: string;
  /** Shown under the label and read with the field (what a password needs). */
  readonly hint?: ReactNode;
  /** A control beside the field (the password guide's button). */
  readonly children?: ReactNode;
}

/**
 * A labelled text field of an auth form: required, its error below it, tied to it by
 * `aria-describedby` and `aria-invalid` so a screen reader reads the error with the field.
 */
export function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  hint,
  children,
}: TextFieldProps) {
  const [field] = useField<string | undefined>(name);
  const error = useShownError(name);
  const id = useId();
  const invalid = error !== undefined;
  const describedBy = [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="acc-field">
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="acc-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...field}
        value={field.value ?? ""}
        id={id}
        className="acc-field__input"
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {children}
      {error ? <FieldMessages id={`${id}-error`} refs={error} /> : null}
    </div>
  );
}
