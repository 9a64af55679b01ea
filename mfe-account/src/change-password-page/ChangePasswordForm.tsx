import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "../auth-forms/AuthFormFrame.tsx";
import { authFormSchema } from "../auth-forms/auth-schemas.ts";
import { showCallFailure } from "../auth-forms/form-failure.ts";
import { NewPasswordField } from "../auth-forms/NewPasswordField.tsx";
import { PasswordField } from "../auth-forms/PasswordField.tsx";
import { leakedPasswordKey, useLeakedPasswordCheck } from "../auth-forms/use-new-password-check.ts";

const schema = authFormSchema("changePassword");

/**
 * The current password and a new one (core spec point 5: the new-password rules, then the
 * leaked-password check before it is sent). `onChanged` runs once it is set; the shopper's other
 * sessions have ended then.
 */
export function ChangePasswordForm({ onChanged }: { readonly onChanged: () => void }) {
  const [changePassword] = accountApi.useChangePasswordMutation();
  const isLeaked = useLeakedPasswordCheck();
  return (
    <Formik
      initialValues={{ password: "", new_password: "" }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const form = schema.cast(values, { stripUnknown: true });
        if (await isLeaked(form.new_password)) {
          helpers.setErrors({ new_password: leakedPasswordKey });
          return;
        }
        const result = await changePassword(form);
        if (result.error) {
          showCallFailure(helpers, result.error);
          return;
        }
        helpers.resetForm();
        onChanged();
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="changePassword.submit">Change password</Trans>}>
        <PasswordField label={<Trans id="personalData.currentPassword">Current password</Trans>} />
        <NewPasswordField
          name="new_password"
          label={<Trans id="newPassword.field">New password</Trans>}
        />
      </AuthFormFrame>
    </Formik>
  );
}
