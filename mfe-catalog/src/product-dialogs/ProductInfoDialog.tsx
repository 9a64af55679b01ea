import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "@shop/shared/ui";
import { ElectricalWasteInfo } from "./ElectricalWasteInfo.tsx";
import type { ProductInfo } from "../product-detail/product-info.ts";
import { ProductSeals } from "./ProductSeals.tsx";
import { PromotionDisclaimer } from "./PromotionDisclaimer.tsx";
import { SizeAdvisorTable } from "./SizeAdvisorTable.tsx";
import { useDialogMessages } from "./use-dialog-messages.ts";

export type ProductInfoKind = "advisor" | "electrical" | "seals" | "promotion";

interface Props {
  readonly kind: ProductInfoKind;
  readonly info: ProductInfo;
  readonly onClose: () => void;
  /** Closed, it stays mounted so the shared dialog returns the focus to its button. */
  readonly open: boolean;
}

function Title({ kind }: { readonly kind: ProductInfoKind }) {
  if (kind === "advisor") return <Trans id="product.advisor.title">Size advisor</Trans>;
  if (kind === "electrical")
    return <Trans id="product.electrical.title">Electrical waste law</Trans>;
  if (kind === "seals") return <Trans id="product.seals.title">Product seals</Trans>;
  return <Trans id="product.promotion.title">Promotion conditions</Trans>;
}

/**
 * The product page's information dialogs (catalogue spec point 7): the attribute advisor,
 * electrical-waste-law
 * information, product seals and the promotion disclaimer, each from the product's data.
 * Loaded on first use (decision 0042).
 */
export default function ProductInfoDialog({ kind, info, onClose, open }: Props) {
  useDialogMessages();
  const { _ } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Title kind={kind} />}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      className="cat-info-dialog"
    >
      {kind === "advisor" && info.sizeAdvisor ? (
        <SizeAdvisorTable advisor={info.sizeAdvisor} />
      ) : kind === "electrical" && info.electrical ? (
        <ElectricalWasteInfo info={info.electrical} />
      ) : kind === "seals" ? (
        <ProductSeals seals={info.seals} />
      ) : (
        <PromotionDisclaimer promotions={info.promotions} />
      )}
    </Dialog>
  );
}
