import { Trans } from "@lingui/react/macro";
import { Formik, useFormikContext } from "formik";
import type { ShopContext, User } from "@shop/shared";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "../auth-forms/AuthFormFrame.tsx";
import { showCallFailure } from "../auth-forms/form-failure.ts";
import { NameFields } from "../auth-forms/NameFields.tsx";
import { PasswordField } from "../auth-forms/PasswordField.tsx";
import { TextField } from "../auth-forms/TextField.tsx";
import { isEmailChanged, personalDataSchema } from "./personal-data-schema.ts";

interface PersonalDataValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly gender: string;
  readonly email: string;
  readonly password: string;
}

/** The current password, asked for only once the email differs from the customer's. */
function ConfirmingPasswordField({ currentEmail }: { readonly currentEmail: string }) {
  const { values } = useFormikContext<PersonalDataValues>();
  if (!isEmailChanged(values.email, currentEmail)) return null;
  return (
    <PasswordField
      label={<Trans id="personalData.currentPassword">Current password</Trans>}
      hint={
        <Trans id="personalData.currentPassword.hint">
          Please confirm the new email address with your current password.
        </Trans>
      }
    />
  );
}

/**
 * The customer's salutation, names and email (core spec point 3), checked by the shared rules;
 * a changed email also needs the current password. `onSaved` runs once the change is stored.
 */
export function PersonalDataForm({
  user,
  shop,
  onSaved,
}: {
  readonly user: User;
  readonly shop: ShopContext;
  readonly onSaved: () => void;
}) {
  const [update] = accountApi.useUpdatePersonalDataMutation();
  const currentEmail = user.email ?? "";
  const schema = personalDataSchema(currentEmail);
  const initialValues: PersonalDataValues = {
    first_name: user.firstName ?? "",
    last_name: user.lastName ?? "",
    gender: user.gender ?? "f",
    email: currentEmail,
    password: "",
  };
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const form = schema.cast(values, { stripUnknown: true });
        const result = await update({ locale: shop.locale, form });
        if (result.error) showCallFailure(helpers, result.error);
        else onSaved();
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="personalData.submit">Save changes</Trans>}>
        <NameFields />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={<Trans id="auth.fields.email">Email address</Trans>}
        />
        <ConfirmingPasswordField currentEmail={currentEmail} />
      </AuthFormFrame>
    </Formik>
  );
}
