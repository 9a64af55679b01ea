import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  productImageSizes,
  productImageUrl,
  type Brand,
  type Language,
  type Product,
  type ProductSibling,
} from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import { DeliveryText } from "../product-detail/DeliveryNote.tsx";
import { siblingChoices } from "./sibling-select-rules.ts";
import { useDialogMessages } from "./use-dialog-messages.ts";
import "./attribute-picker.css";

interface Props {
  readonly product: Product;
  readonly variantKey: string | undefined;
  readonly siblings: readonly ProductSibling[];
  readonly brand: Brand;
  readonly language: Language;
  /** Closed, it stays mounted so the shared dialog returns the focus to its button. */
  readonly open: boolean;
  readonly onClose: () => void;
  readonly opener: string;
}

/**
 * The sibling select modal (catalogue spec point 7 dialogs) on small screens: a bottom sheet
 * listing the product and its buyable siblings (the same model in other colours) as links to
 * their pages, each with picture, colours and availability. The product shown now is marked
 * and has the focus when it opens. Loaded on first use (decision 0042).
 */
export default function SiblingSelectDialog(props: Props) {
  const { product, variantKey, siblings, brand, language, open, onClose, opener } = props;
  useDialogMessages();
  const { _ } = useLingui();
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (open) current.current?.focus();
  }, [open]);
  const size = productImageSizes.thumbnail;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="product.siblings.title">All versions</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      placement="right"
      returnFocusTo={opener}
      className="cat-picker-dialog"
    >
      <ul className="cat-picker">
        {siblingChoices(product, variantKey, siblings, brand).map((choice) => (
          <li key={choice.id}>
            <a
              ref={choice.current ? current : undefined}
              href={`/${language}/${choice.seoUrl}`}
              className="cat-picker__option cat-picker__option--sibling"
              aria-current={choice.current ? "page" : undefined}
            >
              {choice.image ? (
                <img
                  src={productImageUrl(choice.image.src, size, 1)}
                  width={size}
                  height={size}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <span className="cat-picker__label">{choice.name}</span>
              <span
                className={`cat-picker__availability${choice.availability.danger ? " cat-picker__availability--danger" : ""}`}
              >
                <DeliveryText message={choice.availability} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
