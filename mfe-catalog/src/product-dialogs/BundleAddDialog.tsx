import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { formatPrice, type Locale, type Product, type RecommendationsResponse } from "@shop/shared";
import { callShopApi } from "@shop/shared/api-client";
import { Dialog } from "@shop/shared/ui";
import { bundleLines, bundleTotal, type BundleLine } from "./bundle-add-rules.ts";
import { useDialogMessages } from "./use-dialog-messages.ts";
import "./attribute-picker.css";

interface Props {
  readonly items: Product["bundleItems"];
  readonly locale: Locale;
  readonly language: string;
  /** Closed, it stays mounted so the shared dialog returns the focus to its button. */
  readonly open: boolean;
  readonly onClose: () => void;
  /** Adds every line shown; the dialog closes first, the basket's layer then shows the adds. */
  readonly onAddAll: (lines: readonly BundleLine[]) => void;
  readonly opener: string;
}

type Loaded = { readonly state: "loading" } | { readonly state: "done"; lines: BundleLine[] };

/** The bundle's products from the shop's API (`/api/shop/recommendations/`); none on failure. */
async function loadLines(items: Product["bundleItems"], locale: string): Promise<BundleLine[]> {
  const query = new URLSearchParams({
    locale,
    referenceKeys: items.map((item) => item.referenceKey).join(","),
  });
  try {
    const answer = await callShopApi<RecommendationsResponse>(
      `/api/shop/recommendations/?${query}`,
    );
    return bundleLines(items, answer.products);
  } catch {
    return [];
  }
}

/**
 * The bundle promotion add dialog (catalogue spec point 7 dialogs): the bundle's items with
 * quantity, name and price, their total, and one button that adds them all. Loaded on first
 * use (decision 0042); the items load when it opens.
 */
export default function BundleAddDialog(props: Props) {
  const { items, locale, language, open, onClose, onAddAll, opener } = props;
  useDialogMessages();
  const { _ } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let current = true;
    void loadLines(items, locale).then((lines) => {
      if (current) setLoaded({ state: "done", lines });
    });
    return () => {
      current = false;
    };
  }, [items, locale]);
  const lines = loaded.state === "done" ? loaded.lines : [];
  const price = (cents: number) =>
    formatPrice(cents, lines[0]?.product.price.currencyCode ?? "EUR", locale);
  const total = price(bundleTotal(lines));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="product.bundle.title">Items of the set</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      placement="right"
      returnFocusTo={opener}
      className="cat-picker-dialog"
      footer={
        lines.length > 0 ? (
          <button type="button" className="shop-button" onClick={() => onAddAll(lines)}>
            <Trans id="product.bundle.addAll">Add all to basket</Trans>
          </button>
        ) : null
      }
    >
      {loaded.state === "loading" ? (
        <p role="status">
          <Trans id="product.bundle.loading">Loading the items…</Trans>
        </p>
      ) : lines.length === 0 ? (
        <p role="status">
          <Trans id="product.bundle.unavailable">
            The set's items are not available right now.
          </Trans>
        </p>
      ) : (
        <>
          <ul className="cat-picker">
            {lines.map(({ product, quantity }) => (
              <li key={product.referenceKey} className="cat-bundle__line">
                <a href={`/${language}/${product.seoPath}`}>
                  {quantity} × {product.name}
                </a>
                <span>{price(product.price.withTax * quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="cat-bundle__total">
            <Trans id="product.bundle.total">Together: {total}</Trans>
          </p>
        </>
      )}
    </Dialog>
  );
}
