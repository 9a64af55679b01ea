import { lazy, Suspense, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { sendShopCommand, type Locale, type Product } from "@shop/shared";
import type { BundleLine } from "../product-dialogs/bundle-add-rules.ts";

const BundleAddDialog = lazy(() => import("../product-dialogs/BundleAddDialog.tsx"));

const openerId = "cat-pdp-bundle";

type Outcome = "idle" | "adding" | "added" | "failed";

/**
 * A bundle's "add the set's items" (catalogue spec point 7, bundle promotion add): a button that
 * opens the bundle's dialog (loaded on first use, then kept mounted so the focus returns). "Add
 * all" closes it and asks the basket team to add each item, one after another, with its
 * quantity (`basket:add-item`); the basket's layer shows the adds and a status line here says
 * whether all of them went in.
 */
export function BundleAdd({
  items,
  locale,
  language,
}: {
  readonly items: Product["bundleItems"];
  readonly locale: Locale;
  readonly language: string;
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const addAll = async (lines: readonly BundleLine[]) => {
    setOpen(false);
    setOutcome("adding");
    let failed = false;
    for (const { product, quantity } of lines) {
      const answer = await sendShopCommand("basket:add-item", {
        variantId: product.firstVariantId,
        quantity,
        productName: product.name,
      }).catch(() => undefined);
      if (!answer) failed = true;
    }
    setOutcome(failed ? "failed" : "added");
  };
  return (
    <div className="cat-pdp__bundle">
      <button
        id={openerId}
        type="button"
        className="cat-pdp__info-link"
        aria-haspopup="dialog"
        disabled={outcome === "adding"}
        onClick={() => setOpen(true)}
      >
        <Trans id="product.bundle.open">Add the set's items</Trans>
      </button>
      <p className="shop-visually-hidden" role="status">
        {outcome === "added" ? (
          <Trans id="product.bundle.added">The set's items are in your basket.</Trans>
        ) : outcome === "failed" ? (
          <Trans id="product.bundle.failed">
            Not every item of the set could be added to your basket.
          </Trans>
        ) : null}
      </p>
      {open !== null ? (
        <Suspense fallback={null}>
          <BundleAddDialog
            items={items}
            locale={locale}
            language={language}
            open={open}
            opener={openerId}
            onClose={() => setOpen(false)}
            onAddAll={(lines) => void addAll(lines)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
