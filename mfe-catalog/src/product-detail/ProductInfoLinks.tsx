import { lazy, Suspense, useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { ProductInfoKind } from "../product-dialogs/ProductInfoDialog.tsx";
import type { ProductInfo } from "./product-info.ts";

const ProductInfoDialog = lazy(() => import("../product-dialogs/ProductInfoDialog.tsx"));

function Label({ kind }: { readonly kind: ProductInfoKind }) {
  if (kind === "advisor") return <Trans id="product.advisor.open">Size advisor</Trans>;
  if (kind === "electrical") {
    return <Trans id="product.electrical.open">Information on the electrical waste law</Trans>;
  }
  if (kind === "seals") return <Trans id="product.seals.open">Product seals</Trans>;
  return <Trans id="product.promotion.open">Promotion conditions</Trans>;
}

/**
 * The buttons that open the product's information dialogs, only those its data fills. The dialog
 * loads on the first click and stays mounted, so closing returns the focus to its button.
 */
export function ProductInfoLinks({ info }: { readonly info: ProductInfo }) {
  const [shown, setShown] = useState<{ kind: ProductInfoKind; open: boolean } | null>(null);
  const kinds: ProductInfoKind[] = [
    ...(info.sizeAdvisor ? (["advisor"] as const) : []),
    ...(info.electrical ? (["electrical"] as const) : []),
    ...(info.seals.length > 0 ? (["seals"] as const) : []),
    ...(info.promotions.length > 0 ? (["promotion"] as const) : []),
  ];
  if (kinds.length === 0) return null;
  return (
    <>
      <ul className="cat-pdp__info-links">
        {kinds.map((kind) => (
          <li key={kind}>
            <button
              id={`cat-pdp-info-${kind}`}
              type="button"
              className="cat-pdp__info-link"
              aria-haspopup="dialog"
              onClick={() => setShown({ kind, open: true })}
            >
              <Label kind={kind} />
            </button>
          </li>
        ))}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <ProductInfoDialog
            kind={shown.kind}
            info={info}
            open={shown.open}
            onClose={() => setShown({ kind: shown.kind, open: false })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
