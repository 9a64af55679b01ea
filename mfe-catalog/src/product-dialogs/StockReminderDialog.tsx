import { useState } from "react";
import { Provider } from "react-redux";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "@shop/shared/ui";
import { makeStore } from "@shop/shared/store";
import { StockReminderForm } from "./StockReminderForm.tsx";
import { useDialogMessages } from "./use-dialog-messages.ts";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly productName: string;
  /** The sold-out variant's axis value (a size), when the product has several. */
  readonly variantLabel: string | null;
  readonly variantId: string;
  readonly locale: string;
}

/**
 * Remind when available (catalogue spec point 7): the dialog asking for the e-mail address that
 * gets one message when the sold-out variant is back. Loaded on first use, with its own store for
 * its one call, so product pages that never open it load neither Redux nor Formik.
 */
export default function StockReminderDialog(props: Props) {
  useDialogMessages();
  const { _ } = useLingui();
  const [store] = useState(() => makeStore());
  const { productName, variantLabel } = props;
  const product = variantLabel ? `${productName} (${variantLabel})` : productName;
  return (
    <Provider store={store}>
      <Dialog
        open={props.open}
        onClose={props.onClose}
        title={<Trans id="stockReminder.title">Remind me when available</Trans>}
        closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
        className="cat-reminder"
      >
        <p>
          <Trans id="stockReminder.intro">
            {product} is sold out. Leave your e-mail address and we will write to you once, as soon
            as it is available again.
          </Trans>
        </p>
        {/* A new form per variant, so a confirmation is never shown for another size. */}
        <StockReminderForm
          key={props.variantId}
          locale={props.locale}
          variantId={props.variantId}
        />
      </Dialog>
    </Provider>
  );
}
