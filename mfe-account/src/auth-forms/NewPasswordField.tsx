import type { ReactNode } from "react";
import { NewPasswordHint } from "./NewPasswordHint.tsx";
import { PasswordGuide } from "./PasswordGuide.tsx";
import { TextField } from "./TextField.tsx";

/**
 * A password the shopper chooses (registration, reset, change): the rules as its hint, read with
 * the field, and the password guide beside it; the browser may suggest one (`new-password`).
 */
export function NewPasswordField({
  name,
  label,
}: {
  readonly name: string;
  readonly label: ReactNode;
}) {
  return (
    <TextField
      name={name}
      type="password"
      autoComplete="new-password"
      label={label}
      hint={<NewPasswordHint />}
    >
      <PasswordGuide />
    </TextField>
  );
}
