import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { AccountPageFrame } from "../account-page/AccountPageFrame.tsx";
import { DeleteAccountDialog } from "./DeleteAccountDialog.tsx";
import "../auth-forms/auth-forms.css";

/** The delete-account page has no server data. */
export type DeleteAccountPageState = Record<string, never>;

/**
 * The delete-account page (core spec point 2, registered customers only): what deleting means,
 * then the confirmation dialog.
 */
export function DeleteAccountPage({ shop }: FragmentProps<DeleteAccountPageState>) {
  const [open, setOpen] = useState(false);
  const openerId = useId();
  return (
    <AccountStore>
      <AccountPageFrame
        language={shop.language}
        title={<Trans id="deleteAccount.title">Delete account</Trans>}
      >
        <p>
          <Trans id="deleteAccount.explanation">
            Deleting your customer account removes your personal data, your addresses, your basket
            and your wishlist, and signs you out on every device.
          </Trans>
        </p>
        <button
          id={openerId}
          type="button"
          className="shop-button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Trans id="deleteAccount.open">Delete my account…</Trans>
        </button>
        <DeleteAccountDialog
          shop={shop}
          open={open}
          onClose={() => setOpen(false)}
          openerId={openerId}
        />
      </AccountPageFrame>
    </AccountStore>
  );
}
