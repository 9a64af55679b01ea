import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { TextField } from "./TextField.tsx";

interface PasswordFieldProps {
  /** The form's field (`password` where the API asks for the current one). */
  readonly name?: string;
  /** "Password" (sign-in, a confirmation) unless the form needs to say which one. */
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
}

/**
 * The password the shopper has now (sign-in, and confirming a change or the deletion): a
 * password field the browser's password manager fills (`current-password`).
 */
export function PasswordField({ name = "password", label, hint }: PasswordFieldProps) {
  return (
    <TextField
      name={name}
      type="password"
      autoComplete="current-password"
      label={label ?? <Trans id="auth.fields.password">Password</Trans>}
      hint={hint}
    />
  );
}
