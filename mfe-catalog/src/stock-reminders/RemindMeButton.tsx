import { lazy, Suspense, useState } from "react";
import { Trans } from "@lingui/react/macro";

const StockReminderDialog = lazy(() => import("../product-dialogs/StockReminderDialog.tsx"));

interface Props {
  readonly productName: string;
  readonly variantId: string;
  readonly variantLabel: string | null;
  readonly locale: string;
}

/**
 * The "remind me" button of a sold-out variant (catalogue spec point 7). Its dialog, Formik, Yup
 * and Redux load on the first click (decision 0042), then stay mounted so closing returns focus.
 */
export function RemindMeButton(props: Props) {
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        id="cat-pdp-remind"
        type="button"
        className="shop-button shop-button--secondary cat-pdp__remind"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trans id="product.remindMe">Remind me when available</Trans>
      </button>
      {open !== null ? (
        <Suspense fallback={null}>
          <StockReminderDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
