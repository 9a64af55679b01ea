import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { NavigationNode } from "@shop/shared";
import { Dialog, type DialogPlacement } from "@shop/shared/ui";
import { NavigationPanel } from "./NavigationPanel.tsx";

interface Props {
  readonly tree: readonly NavigationNode[];
  readonly placement: DialogPlacement | null;
  readonly onClose: () => void;
}

/**
 * The category tree in a dialog: the desktop side navigation (`left`) or the mobile navigation
 * (`mobile-left`). Loaded on the first opening, so pages that never open it do not pay for it.
 */
export default function NavigationDialog({ tree, placement, onClose }: Props) {
  const { _ } = useLingui();
  return (
    <Dialog
      open={placement !== null}
      onClose={onClose}
      title={<Trans id="navigation.title">Shop by category</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      placement={placement ?? "left"}
      className="cat-nav-dialog"
    >
      <NavigationPanel tree={tree} />
    </Dialog>
  );
}
