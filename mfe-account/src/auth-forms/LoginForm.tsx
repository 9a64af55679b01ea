import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import type { ShopContext } from "@shop/shared";
import { accountApi } from "../account-client/account-endpoints.ts";
import { completeSignIn } from "../tracking/sign-in-events.ts";
import { AuthFormFrame } from "./AuthFormFrame.tsx";
import { authFormSchema } from "./auth-schemas.ts";
import { ForgotPassword } from "./ForgotPassword.tsx";
import { showCallFailure } from "./form-failure.ts";
import { PasswordField } from "./PasswordField.tsx";
import { TextField } from "./TextField.tsx";

const schema = authFormSchema("login");

/** Sign-in with email and password (core spec point 5, group login). */
export function LoginForm({
  shop,
  destination,
}: {
  readonly shop: ShopContext;
  readonly destination: string;
}) {
  const [signIn] = accountApi.useSignInMutation();
  // The forgot-password dialog holds a form of its own, so it sits after this one, not inside.
  return (
    <>
      <Formik
        initialValues={{ email: "", password: "" }}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const form = schema.cast(values, { stripUnknown: true });
          const result = await signIn({ mode: "login", locale: shop.locale, form });
          if (result.error) showCallFailure(helpers, result.error);
          else completeSignIn("login", destination);
        }}
      >
        <AuthFormFrame submitLabel={<Trans id="login.submit">Sign in</Trans>}>
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            label={<Trans id="auth.fields.email">Email address</Trans>}
          />
          <PasswordField />
        </AuthFormFrame>
      </Formik>
      <ForgotPassword shop={shop} />
    </>
  );
}
