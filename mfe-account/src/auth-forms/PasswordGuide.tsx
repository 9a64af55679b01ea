import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { newPasswordMaxLength, newPasswordMinLength } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";

/**
 * The password guide (catalogue spec point 7, dialogs): a button beside a new password that opens
 * the rules of core spec point 5 in a dialog, with the numbers from the shared rules.
 */
export function PasswordGuide() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const openerId = useId();
  const min = newPasswordMinLength;
  const max = newPasswordMaxLength;
  return (
    <>
      <button
        id={openerId}
        type="button"
        className="acc-link-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trans id="passwordGuide.open">What makes a good password?</Trans>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        returnFocusTo={openerId}
        title={<Trans id="passwordGuide.title">Your password</Trans>}
        closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      >
        <p>
          <Trans id="passwordGuide.intro">
            Your password protects your customer account. It needs:
          </Trans>
        </p>
        <ul className="acc-guide">
          <li>
            <Trans id="passwordGuide.length">
              {min} to {max} characters
            </Trans>
          </li>
          <li>
            <Trans id="passwordGuide.letters">
              at least one lowercase and one uppercase letter
            </Trans>
          </li>
          <li>
            <Trans id="passwordGuide.spaces">no spaces</Trans>
          </li>
        </ul>
        <p>
          <Trans id="passwordGuide.leaked">
            We check it against lists of passwords that have appeared in data leaks. Only the first
            five characters of a scrambled form (hash) of your password are sent for this, never the
            password itself.
          </Trans>
        </p>
        <p>
          <Trans id="passwordGuide.tip">
            Tip: a short sentence that only you know, with a capital letter and a number, is easy to
            remember and hard to guess. Use it for this shop only.
          </Trans>
        </p>
      </Dialog>
    </>
  );
}
