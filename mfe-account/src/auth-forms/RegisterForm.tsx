import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { defaultGender, type ShopContext } from "@shop/shared";
import { AuthFormFrame } from "./AuthFormFrame.tsx";
import { authFormSchema } from "./auth-schemas.ts";
import { NameFields } from "./NameFields.tsx";
import { NewsletterField } from "./NewsletterField.tsx";
import { NewPasswordField } from "./NewPasswordField.tsx";
import { TextField } from "./TextField.tsx";
import { useCustomerSignIn } from "./use-customer-sign-in.ts";
import { leakedPasswordKey, useLeakedPasswordCheck } from "./use-new-password-check.ts";

const schema = authFormSchema("register");

/**
 * Registration (core spec point 5, group register): the leaked-password check before the call,
 * the newsletter sign-up after it when ticked.
 */
export function RegisterForm({
  shop,
  destination,
}: {
  readonly shop: ShopContext;
  readonly destination: string;
}) {
  const signIn = useCustomerSignIn(shop, destination);
  const isLeaked = useLeakedPasswordCheck();
  return (
    <Formik
      initialValues={{
        gender: defaultGender,
        first_name: "",
        last_name: "",
        email: "",
        register_password: "",
        newsletter: false,
      }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const form = schema.cast(values, { stripUnknown: true });
        if (await isLeaked(form.register_password)) {
          helpers.setErrors({ register_password: leakedPasswordKey });
          return;
        }
        await signIn("register", form, helpers);
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="register.submit">Create customer account</Trans>}>
        <NameFields />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={<Trans id="auth.fields.email">Email address</Trans>}
        />
        <NewPasswordField
          name="register_password"
          label={<Trans id="auth.fields.newPassword">Password</Trans>}
        />
        <NewsletterField />
      </AuthFormFrame>
    </Formik>
  );
}
