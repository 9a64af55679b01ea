import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import type { ShopContext } from "@shop/shared";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "../auth-forms/AuthFormFrame.tsx";
import { showCallFailure } from "../auth-forms/form-failure.ts";
import { TextField } from "../auth-forms/TextField.tsx";
import { contactTopics, messageMaxLength } from "../contact/contact-rules.ts";
import { ContactField } from "./ContactField.tsx";
import { contactSchema } from "./contact-schema.ts";
import { topicLabels } from "./contact-topics.ts";

const schema = contactSchema();

/** Name and e-mail the form starts with: the customer's where the shop prefills, else empty. */
export interface ContactPrefill {
  readonly name: string;
  readonly email: string;
}

/**
 * The account contact form (issue 17): topic, optional order number, name, e-mail, subject and
 * message, checked by the contact rules before it is sent. `onSent` runs once it is stored; the
 * form then starts again from the prefill.
 */
export function ContactForm({
  shop,
  prefill,
  onSent,
}: {
  readonly shop: ShopContext;
  readonly prefill: ContactPrefill;
  readonly onSent: () => void;
}) {
  const { _ } = useLingui();
  const [sendContact] = accountApi.useSendContactMutation();
  return (
    <Formik
      initialValues={{ topic: "", orderNumber: "", subject: "", message: "", ...prefill }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const form = schema.cast(values, { stripUnknown: true });
        const result = await sendContact({ locale: shop.locale, form });
        if (result.error) {
          showCallFailure(helpers, result.error);
          return;
        }
        helpers.resetForm();
        onSent();
      }}
    >
      <AuthFormFrame submitLabel={<Trans id="contact.submit">Send message</Trans>}>
        <ContactField as="select" name="topic" label={<Trans id="contact.topic">Topic</Trans>}>
          <option value="">
            {_(msg({ id: "contact.topic.choose", message: "Please choose" }))}
          </option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {_(topicLabels[topic])}
            </option>
          ))}
        </ContactField>
        <ContactField
          as="input"
          name="orderNumber"
          required={false}
          label={<Trans id="contact.orderNumber">Order number (optional)</Trans>}
        />
        <TextField name="name" autoComplete="name" label={<Trans id="contact.name">Name</Trans>} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={<Trans id="auth.fields.email">Email address</Trans>}
        />
        <TextField
          name="subject"
          autoComplete="off"
          label={<Trans id="contact.subject">Subject</Trans>}
        />
        <ContactField
          as="textarea"
          name="message"
          label={<Trans id="contact.message">Your message</Trans>}
          hint={<Trans id="contact.message.hint">At most {messageMaxLength} characters.</Trans>}
        />
      </AuthFormFrame>
    </Formik>
  );
}
