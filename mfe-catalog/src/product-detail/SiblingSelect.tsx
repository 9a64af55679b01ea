import { lazy, Suspense, useState } from "react";
import { Plural } from "@lingui/react/macro";
import type { Brand, Language, Product, ProductSibling } from "@shop/shared";

const SiblingSelectDialog = lazy(() => import("../product-dialogs/SiblingSelectDialog.tsx"));

interface Props {
  readonly product: Product;
  readonly variantKey: string | undefined;
  readonly siblings: readonly ProductSibling[];
  readonly brand: Brand;
  readonly language: Language;
}

const openerId = "cat-pdp-siblings";

/**
 * On small screens, the product's other versions behind one button that opens the sibling
 * select modal (loaded on first use, then kept mounted so the focus returns to the button).
 */
export function SiblingSelect(props: Props) {
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const count = props.siblings.length;
  return (
    <div className="cat-pdp__siblings">
      <button
        id={openerId}
        type="button"
        className="cat-pdp__select cat-pdp__picker"
        aria-haspopup="dialog"
        onClick={() => setChoosing(true)}
      >
        <Plural
          id="product.siblings.open"
          value={count}
          one="# more version"
          other="# more versions"
        />
        <span aria-hidden="true">▾</span>
      </button>
      {choosing !== null ? (
        <Suspense fallback={null}>
          <SiblingSelectDialog
            {...props}
            open={choosing}
            opener={openerId}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
