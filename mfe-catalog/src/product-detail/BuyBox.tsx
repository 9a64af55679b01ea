import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { isAvailableCode, type Product, type ProductVariant } from "@shop/shared";
import { AddButtonLabel } from "../basket/AddButtonLabel.tsx";
import { useAddToBasket } from "../basket/use-add-to-basket.ts";
import { WishlistHeart } from "../basket/WishlistHeart.tsx";

const CustomiseDialog = lazy(() => import("./CustomiseDialog.tsx"));

interface Props {
  readonly product: Product;
  readonly variant: ProductVariant | undefined;
  readonly personalised: boolean;
  /** The page was opened with `action=addToCart`: focus the first thing to decide. */
  readonly addToCart: boolean;
  /** The shop offers a wishlist: show the heart next to the button. */
  readonly wishlistOffered: boolean;
}

/**
 * Add to basket (one of the variant shown, `basket:add-item`; "added" only once the basket
 * confirmed it) and, where the shop offers a wishlist, the wishlist heart. A personalised article asks for its text first in the customise
 * dialog; the basket team shows the add-to-cart layer.
 */
export function BuyBox({ product, variant, personalised, addToCart, wishlistOffered }: Props) {
  const { state: adding, add: addToBasket } = useAddToBasket();
  // The customise dialog mounts on first use and then stays, so closing returns focus.
  const [customising, setCustomising] = useState<boolean | null>(null);
  const buyable = variant !== undefined && isAvailableCode(variant.delivery.BVC);
  // With action=addToCart, focus the next decision: the variant, or for a personalised article
  // the button that opens its customise dialog (a dialog is not opened unasked on page load).
  useEffect(() => {
    if (!addToCart) return;
    const next = personalised ? "cat-pdp-add" : "cat-pdp-variant";
    document.getElementById(next)?.focus();
  }, [addToCart, personalised]);

  const add = (customText?: string) => {
    if (!variant || !buyable) return;
    addToBasket(variant.id, product.name, customText ? { text1: customText } : undefined);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (personalised) setCustomising(true);
    else add();
  };

  // The customise dialog holds a form of its own, so it sits beside this form, not in it.
  return (
    <>
      <form className="cat-pdp__buy-box" onSubmit={submit}>
        <div className="cat-pdp__actions">
          <button
            id="cat-pdp-add"
            type="submit"
            className="shop-button cat-pdp__add"
            disabled={!buyable}
            aria-busy={adding === "adding" || undefined}
            data-state={adding}
          >
            <AddButtonLabel state={adding} />
          </button>
          {variant && wishlistOffered ? (
            <WishlistHeart
              productId={product.id}
              variantId={variant.id}
              productName={product.name}
            />
          ) : null}
        </div>
        <p className="shop-visually-hidden" role="status">
          {adding === "added" || adding === "failed" ? <AddButtonLabel state={adding} /> : null}
        </p>
      </form>
      {customising !== null ? (
        <Suspense fallback={null}>
          <CustomiseDialog
            open={customising}
            productName={product.name}
            onClose={() => setCustomising(false)}
            onConfirm={(text) => {
              setCustomising(false);
              add(text);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
