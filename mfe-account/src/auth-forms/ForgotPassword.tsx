import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { useId, useState } from "react";
import type { ShopContext } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "./AuthFormFrame.tsx";
import { authFormSchema } from "./auth-schemas.ts";
import { showCallFailure } from "./form-failure.ts";
import { TextField } from "./TextField.tsx";

const schema = authFormSchema("reset");

/**
 * The forgot-password dialog (catalogue spec point 7): asks for the email address and sends the
 * reset link (core spec point 7, send-reset-email). The answer is the same whether or not an
 * account has the address, and so is the confirmation.
 */
export function ForgotPassword({ shop }: { readonly shop: ShopContext }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [sendResetEmail] = accountApi.useSendResetEmailMutation();
  const openerId = useId();
  const close = () => {
    setOpen(false);
    setSentTo(undefined);
  };
  return (
    <>
      <button
        id={openerId}
        type="button"
        className="acc-link-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trans id="forgotPassword.open">Forgotten your password?</Trans>
      </button>
      <Dialog
        open={open}
        onClose={close}
        returnFocusTo={openerId}
        title={<Trans id="forgotPassword.title">Reset your password</Trans>}
        closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      >
        {sentTo ? (
          <p role="status" className="acc-confirmation">
            <Trans id="forgotPassword.sent">
              If there is a customer account for {sentTo}, we have just sent a link to choose a new
              password. The link is valid for a short time only; please also check your spam folder.
            </Trans>
          </p>
        ) : (
          <Formik
            initialValues={{ email: "" }}
            validationSchema={schema}
            validateOnBlur={false}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              const form = schema.cast(values, { stripUnknown: true });
              const result = await sendResetEmail({ locale: shop.locale, form });
              if (result.error) showCallFailure(helpers, result.error);
              else setSentTo(form.email);
            }}
          >
            <AuthFormFrame submitLabel={<Trans id="forgotPassword.submit">Send link</Trans>}>
              <p>
                <Trans id="forgotPassword.intro">
                  Enter the email address of your customer account. We will send you a link to
                  choose a new password.
                </Trans>
              </p>
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                label={<Trans id="auth.fields.email">Email address</Trans>}
              />
            </AuthFormFrame>
          </Formik>
        )}
      </Dialog>
    </>
  );
}
