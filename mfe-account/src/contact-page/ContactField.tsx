import { useField } from "formik";
import { useId, type ReactNode } from "react";
import { useShownError } from "@shop/shared/ui";
import { FieldMessages } from "../auth-forms/FieldMessages.tsx";

interface ContactFieldProps {
  readonly name: string;
  readonly label: ReactNode;
  /** A list to choose from (`select`, with its `option`s as children), or a long text. */
  readonly as: "select" | "textarea" | "input";
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly autoComplete?: string;
  readonly children?: ReactNode;
}

/**
 * A contact form field that the auth forms' text field does not cover: the topic's list, the
 * message's text area, the optional order number. Like it, labelled, its error below it and read
 * with it (`aria-describedby`, `aria-invalid`), shown only once the shopper tried to send.
 */
export function ContactField({
  name,
  label,
  as: Control,
  required = true,
  hint,
  autoComplete = "off",
  children,
}: ContactFieldProps) {
  const [field] = useField<string | undefined>(name);
  const error = useShownError(name);
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
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
      <Control
        {...field}
        value={field.value ?? ""}
        id={id}
        className={`acc-field__input${Control === "textarea" ? " acc-field__input--text" : ""}`}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(Control === "textarea" ? { rows: 8 } : {})}
      >
        {children}
      </Control>
      {error ? <FieldMessages id={`${id}-error`} refs={error} /> : null}
    </div>
  );
}
