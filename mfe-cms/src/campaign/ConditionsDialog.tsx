import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "@shop/shared/ui";

interface Props {
  readonly conditions: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The id of the button that opened it, where the focus returns. */
  readonly opener: string;
}

/** A campaign's conditions (catalogue spec point 4), in the campaign-conditions dialog. */
export default function ConditionsDialog({ conditions, open, onClose, opener }: Props) {
  const { _ } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="campaign.conditionsTitle">Conditions of this offer</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      returnFocusTo={opener}
      className="cms-campaign-dialog"
    >
      <p>{conditions}</p>
    </Dialog>
  );
}
