import { useRef, useState } from "react";
import { Formik, Field, type FormikHelpers } from "formik";
import { ShopForm } from "@shop/shared/ui";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { callFailure } from "@shop/shared/store";
import { reminderMessage } from "./reminder-messages.ts";
import { useRemindWhenAvailableMutation } from "../stock-reminders/stock-reminder-api.ts";
import { stockReminderSchema } from "../stock-reminders/stock-reminder-schema.ts";

interface Props {
  readonly locale: string;
  readonly variantId: string;
}

interface Values {
  readonly email: string;
}

/**
 * The reminder's form (Formik + Yup from the shared e-mail rule): one e-mail field; on success
 * the form gives way to a confirmation that takes the focus, so a screen reader hears it.
 */
export function StockReminderForm({ locale, variantId }: Props) {
  const { _ } = useLingui();
  const [remind] = useRemindWhenAvailableMutation();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const { email } = stockReminderSchema.cast(values);
    const result = await remind({ locale, variantId, email });
    if ("error" in result) {
      helpers.setStatus(callFailure(result.error).body.key ?? "failed");
      return;
    }
    setDone(true);
    // After React has swapped the form for the confirmation.
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  if (done) {
    return (
      <p ref={doneRef} tabIndex={-1} className="cat-reminder__done" role="status">
        <Trans id="stockReminder.done">
          Thank you. We will send you an e-mail as soon as this item is available again.
        </Trans>
      </p>
    );
  }
  return (
    <Formik<Values>
      initialValues={{ email: "" }}
      validationSchema={stockReminderSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ errors, touched, status, isSubmitting }) => {
        const fieldError = touched.email ? errors.email : undefined;
        return (
          <ShopForm className="cat-reminder__form" noValidate>
            <label htmlFor="cat-reminder-email">
              <Trans id="stockReminder.email">E-mail address</Trans>
            </label>
            <Field
              id="cat-reminder-email"
              name="email"
              type="email"
              className="shop-input"
              autoComplete="email"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "cat-reminder-email-error" : undefined}
            />
            {fieldError ? (
              <p id="cat-reminder-email-error" className="cat-reminder__error">
                {_(reminderMessage(fieldError))}
              </p>
            ) : null}
            {typeof status === "string" ? (
              <p className="cat-reminder__error" role="alert">
                {_(reminderMessage(status))}
              </p>
            ) : null}
            <button type="submit" className="shop-button" disabled={isSubmitting}>
              <Trans id="stockReminder.submit">Remind me</Trans>
            </button>
          </ShopForm>
        );
      }}
    </Formik>
  );
}
