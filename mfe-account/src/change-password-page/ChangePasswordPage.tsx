import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { AccountPageFrame } from "../account-page/AccountPageFrame.tsx";
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
  return (
    <AccountStore>
      <AccountPageFrame
        language={shop.language}
        title={<Trans id="changePassword.title">Change password</Trans>}
        confirmation={
          <Trans id="changePassword.done">
            Your new password is saved. You have been signed out on all other devices.
          </Trans>
        }
        confirmed={changed}
      >
        <ChangePasswordForm onChanged={() => setChanged((count) => count + 1)} />
      </AccountPageFrame>
    </AccountStore>
  );
}
