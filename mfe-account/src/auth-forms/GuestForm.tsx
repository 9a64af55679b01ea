import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { defaultGender, type ShopContext } from "@shop/shared";
import { AuthFormFrame } from "./AuthFormFrame.tsx";
import { authFormSchema } from "./auth-schemas.ts";
import { NameFields } from "./NameFields.tsx";
import { NewsletterField } from "./NewsletterField.tsx";
import { TextField } from "./TextField.tsx";
import { useCustomerSignIn } from "./use-customer-sign-in.ts";

const schema = authFormSchema("guest");

/** Continuing as a guest customer (core spec points 5 and 6, group guest): no password. */
export function GuestForm({
  shop,
  destination,
}: {
  readonly shop: ShopContext;
  readonly destination: string;
}) {
  const signIn = useCustomerSignIn(shop, destination);
  return (
    <Formik
      initialValues={{
        gender: defaultGender,
        first_name: "",
        last_name: "",
        email: "",
        newsletter: false,
      }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const form = schema.cast(values, { stripUnknown: true });
        await signIn("guest", form, helpers);
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="guest.submit">Continue as a guest</Trans>}>
        <NameFields />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={<Trans id="auth.fields.email">Email address</Trans>}
        />
        <NewsletterField />
      </AuthFormFrame>
    </Formik>
  );
}
