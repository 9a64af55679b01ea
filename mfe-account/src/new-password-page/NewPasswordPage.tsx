import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { NewPasswordForm } from "../auth-forms/NewPasswordForm.tsx";
import "../auth-forms/auth-forms.css";

export interface NewPasswordPageState {
  /** The reset link's token, when it has a usable one (its validity is the API's to say). */
  readonly token: string | null;
}

/**
 * The new-password page (core spec point 2, reached from the reset e-mail, no sign-in needed):
 * the new password, then the way to sign in with it. A link without a usable token says so and
 * leads to the login page, where a new link can be asked for.
 */
export function NewPasswordPage({ state, shop }: FragmentProps<NewPasswordPageState>) {
  const [done, setDone] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);
  const login = pathFor("login", shop.language);
  return (
    <AccountStore>
      <div className="acc-page">
        <h1 className="acc-page__title">
          <Trans id="newPassword.title">Choose a new password</Trans>
        </h1>
        {done ? (
          <>
            <p ref={confirmation} tabIndex={-1} role="status" className="acc-confirmation">
              <Trans id="newPassword.done">
                Your new password is saved. For your security you have been signed out everywhere;
                please sign in again with the new password.
              </Trans>
            </p>
            <a className="shop-button acc-button-link" href={login}>
              <Trans id="newPassword.signIn">Sign in</Trans>
            </a>
          </>
        ) : state.token ? (
          <>
            <NewPasswordForm token={state.token} onDone={() => setDone(true)} />
            <p className="acc-note">
              <Trans id="newPassword.newLink">
                Link expired? <a href={login}>Ask for a new link</a> with "Forgotten your password?"
                on the sign-in page.
              </Trans>
            </p>
          </>
        ) : (
          <p className="acc-note">
            <Trans id="newPassword.incompleteLink">
              This link is incomplete. Please open the link from the e-mail again, or{" "}
              <a href={login}>ask for a new link</a> on the sign-in page.
            </Trans>
          </p>
        )}
      </div>
    </AccountStore>
  );
}
