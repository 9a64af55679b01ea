import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "./AuthFormFrame.tsx";
import { authFormSchema } from "./auth-schemas.ts";
import { showCallFailure } from "./form-failure.ts";
import { NewPasswordField } from "./NewPasswordField.tsx";
import { leakedPasswordKey, useLeakedPasswordCheck } from "./use-new-password-check.ts";

const schema = authFormSchema("newPassword");

/**
 * The new password of a reset link (core spec points 2 and 5): the new-password rules, the
 * leaked-password check, then `reset-password` with the link's token. `onDone` runs once the
 * password is set (every session of the account has ended; the shopper signs in again).
 */
export function NewPasswordForm({
  token,
  onDone,
}: {
  readonly token: string;
  readonly onDone: () => void;
}) {
  const [resetPassword] = accountApi.useResetPasswordMutation();
  const isLeaked = useLeakedPasswordCheck();
  return (
    <Formik
      initialValues={{ token, password: "" }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const form = schema.cast(values, { stripUnknown: true });
        if (await isLeaked(form.password)) {
          helpers.setErrors({ password: leakedPasswordKey });
          return;
        }
        const result = await resetPassword(form);
        if (result.error) showCallFailure(helpers, result.error);
        else onDone();
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="newPassword.submit">Save new password</Trans>}>
        <NewPasswordField
          name="password"
          label={<Trans id="newPassword.field">New password</Trans>}
        />
      </AuthFormFrame>
    </Formik>
  );
}
