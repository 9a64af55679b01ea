import { useField } from "formik";
import { useId, type ReactNode } from "react";
import { FieldMessages, type MessageFor } from "./FieldMessages.tsx";
import { useShownError } from "./use-shown-error.ts";

export interface TextFieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly type?: "text" | "email" | "password";
  readonly autoComplete: string;
  /** The slice's wording of the field's message keys. */
  readonly messageFor: MessageFor;
  /** The class prefix of the slice's field styles (`acc-field`, `bsk-field`). */
  readonly classPrefix?: string;
  /** Shown under the label and read with the field (what a password needs). */
  readonly hint?: ReactNode;
  /** A control beside the field (the password guide's button). */
  readonly children?: ReactNode;
}

/**
 * A labelled, required text field of a Formik form: its error below it, tied to it by
 * `aria-describedby` and `aria-invalid`, so a screen reader reads the error with the field.
 */
export function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  messageFor,
  classPrefix = "shop-field",
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
    <div className={classPrefix}>
      <label className={`${classPrefix}__label`} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`${classPrefix}__hint`}>
          {hint}
        </p>
      ) : null}
      <input
        {...field}
        value={field.value ?? ""}
        id={id}
        className={`${classPrefix}__input`}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {children}
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
