import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { Formik } from "formik";
import { useRef, useState } from "react";
import type { ShopContext } from "@shop/shared";
import { callFailure } from "@shop/shared/store";
import { ChoiceField, ShopForm, TextField } from "@shop/shared/ui";
import { useCmsNewsletterSignUpMutation } from "./newsletter-endpoint.ts";
import { newsletterFailureMessage, newsletterMessageFor } from "./newsletter-messages.ts";
import { newsletterSchema } from "./newsletter-schema.ts";
import { emptyNewsletterForm, newsletterSignUpBody } from "./newsletter-sign-up.ts";

const schema = newsletterSchema();

/**
 * The sign-up form: salutation, names and e-mail (what the newsletter API requires), checked by
 * the shared rules before it is sent. After the answer the form gives way to a status message
 * that takes the focus, so a screen reader hears that an e-mail is on its way.
 */
export function NewsletterForm({ shop }: { readonly shop: ShopContext }) {
  const { _ } = useLingui();
  const [signUp] = useCmsNewsletterSignUpMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<number | undefined>(undefined);
  const doneRef = useRef<HTMLParagraphElement>(null);
  if (done) {
    return (
      <p className="cms-newsletter__done" role="status" tabIndex={-1} ref={doneRef}>
        <Trans id="newsletter.sent">
          Thank you! Please confirm your sign-up with the link we have just e-mailed you.
        </Trans>
      </p>
    );
  }
  return (
    <Formik
      initialValues={emptyNewsletterForm}
      validationSchema={schema}
      onSubmit={async (values) => {
        setFailure(undefined);
        const checked = schema.cast(values);
        const result = await signUp({
          locale: shop.locale,
          signUp: newsletterSignUpBody(checked, shop),
        });
        if (result.error) {
          setFailure(callFailure(result.error).status);
          return;
        }
        setDone(true);
        // After the re-render the status message exists; move the focus there.
        requestAnimationFrame(() => doneRef.current?.focus());
      }}
    >
      {({ isSubmitting }) => (
        <ShopForm className="cms-newsletter__form" noValidate>
          <ChoiceField
            name="gender"
            legend={<Trans id="newsletter.fields.salutation">Salutation</Trans>}
            choices={[
              { value: "f", label: <Trans id="newsletter.salutation.f">Ms</Trans> },
              { value: "m", label: <Trans id="newsletter.salutation.m">Mr</Trans> },
              { value: "d", label: <Trans id="newsletter.salutation.d">Diverse</Trans> },
            ]}
            messageFor={newsletterMessageFor}
            classPrefix="cms-field"
          />
          <TextField
            name="first_name"
            label={<Trans id="newsletter.fields.firstName">First name</Trans>}
            autoComplete="given-name"
            messageFor={newsletterMessageFor}
            classPrefix="cms-field"
          />
          <TextField
            name="last_name"
            label={<Trans id="newsletter.fields.lastName">Last name</Trans>}
            autoComplete="family-name"
            messageFor={newsletterMessageFor}
            classPrefix="cms-field"
          />
          <TextField
            name="email"
            type="email"
            label={<Trans id="newsletter.fields.email">E-mail address</Trans>}
            autoComplete="email"
            messageFor={newsletterMessageFor}
            classPrefix="cms-field"
          />
          {failure !== undefined ? (
            <p className="cms-newsletter__failure" role="alert">
              {_(newsletterFailureMessage(failure))}
            </p>
          ) : null}
          <button
            type="submit"
            className="cms-newsletter__submit"
            disabled={isSubmitting}
            aria-label={
              isSubmitting
                ? _(msg({ id: "newsletter.sending", message: "Signing up…" }))
                : undefined
            }
          >
            <Trans id="newsletter.submit">Subscribe</Trans>
          </button>
        </ShopForm>
      )}
    </Formik>
  );
}
