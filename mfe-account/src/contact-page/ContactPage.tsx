import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { AccountPageFrame } from "../account-page/AccountPageFrame.tsx";
import { ContactForm, type ContactPrefill } from "./ContactForm.tsx";
import "../auth-forms/auth-forms.css";

export interface ContactPageState {
  /** The customer's name and e-mail where the shop prefills the form (`contactFormPrefill`). */
  readonly prefill: ContactPrefill;
}

/**
 * The account contact form's page (issue 17, registered customers only). After sending, the
 * confirmation takes the focus and the form is empty again for another message.
 */
export function ContactPage({ state, shop }: FragmentProps<ContactPageState>) {
  const [sent, setSent] = useState(0);
  return (
    <AccountStore>
      <AccountPageFrame
        language={shop.language}
        title={<Trans id="contact.title">Contact us</Trans>}
        confirmation={
          <Trans id="contact.sent">
            Thank you, your message has been sent. We have e-mailed you a confirmation and will
            answer as soon as possible.
          </Trans>
        }
        confirmed={sent}
      >
        <p>
          <Trans id="contact.intro">
            Write to our customer service. We usually answer within two working days.
          </Trans>
        </p>
        <ContactForm
          shop={shop}
          prefill={state.prefill}
          onSent={() => setSent((count) => count + 1)}
        />
      </AccountPageFrame>
    </AccountStore>
  );
}
