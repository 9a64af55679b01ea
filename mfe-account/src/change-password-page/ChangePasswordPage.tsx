import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import "../auth-forms/auth-forms.css";

/** The change-password page has no server data: the form is the page. */
export type ChangePasswordPageState = Record<string, never>;

/**
 * The change-password page (core spec point 2, registered customers only). Once changed, the
 * shopper stays signed in here and is signed out everywhere else.
 */
export function ChangePasswordPage({ shop }: FragmentProps<ChangePasswordPageState>) {
  const [changed, setChanged] = useState(0);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (changed > 0) confirmation.current?.focus();
  }, [changed]);
  return (
    <AccountStore>
      <div className="acc-page">
        <p className="acc-note">
          <a href={pathFor("accountHome", shop.language)}>
            <Trans id="account.backToAccount">Back to my account</Trans>
          </a>
        </p>
        <h1 className="acc-page__title">
          <Trans id="changePassword.title">Change password</Trans>
        </h1>
        {changed > 0 ? (
          <p ref={confirmation} tabIndex={-1} role="status" className="acc-confirmation">
            <Trans id="changePassword.done">
              Your new password is saved. You have been signed out on all other devices.
            </Trans>
          </p>
        ) : null}
        <ChangePasswordForm onChanged={() => setChanged((count) => count + 1)} />
      </div>
    </AccountStore>
  );
}
