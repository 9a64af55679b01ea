import { Trans } from "@lingui/react/macro";
import { newPasswordMaxLength, newPasswordMinLength } from "@shop/shared";

/** The new-password rules in one line (core spec point 5), read with the password field. */
export function NewPasswordHint() {
  const min = newPasswordMinLength;
  const max = newPasswordMaxLength;
  return (
    <Trans id="auth.fields.newPassword.hint">
      {min} to {max} characters, with lowercase and uppercase letters, no spaces
    </Trans>
  );
}
