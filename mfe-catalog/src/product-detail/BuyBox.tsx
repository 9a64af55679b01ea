import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans } from "@lingui/react/macro";
import { isAvailableCode, type Product, type ProductVariant } from "@shop/shared";
import { addToBasket } from "../basket/add-to-basket.ts";
import { WishlistHeart } from "../basket/WishlistHeart.tsx";

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
 * Add to basket (one of the variant shown, `basket:add-item`) and, where the shop offers a
 * wishlist, the wishlist heart. A personalised article asks for its text first (the customise
 * step); the basket team shows the add-to-cart layer.
 */
export function BuyBox({ product, variant, personalised, addToCart, wishlistOffered }: Props) {
  const [added, setAdded] = useState(false);
  const text = useRef<HTMLInputElement>(null);
  const buyable = variant !== undefined && isAvailableCode(variant.delivery.BVC);
  useEffect(() => {
    if (!addToCart) return;
    const target = personalised ? text.current : document.getElementById("cat-pdp-variant");
    target?.focus();
  }, [addToCart, personalised]);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2500);
    return () => clearTimeout(timer);
  }, [added]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!variant || !buyable) return;
    const customText = text.current?.value.trim();
    addToBasket(variant.id, product.name, customText ? { text1: customText } : undefined);
    setAdded(true);
  };

  return (
    <form className="cat-pdp__buy-box" onSubmit={submit}>
      {personalised ? (
        <div className="cat-pdp__customise">
          <label htmlFor="cat-pdp-custom-text">
            <Trans id="product.customText">Your text for the personalisation</Trans>
          </label>
          <input
            ref={text}
            id="cat-pdp-custom-text"
            name="text1"
            className="shop-input"
            required
            maxLength={30}
            autoComplete="off"
          />
        </div>
      ) : null}
      <div className="cat-pdp__actions">
        <button type="submit" className="shop-button cat-pdp__add" disabled={!buyable}>
          {added ? (
            <Trans id="basket.addedToCart">Added to basket</Trans>
          ) : (
            <Trans id="product.addToBasket">Add to basket</Trans>
          )}
        </button>
        {variant && wishlistOffered ? (
          <WishlistHeart productId={product.id} variantId={variant.id} productName={product.name} />
        ) : null}
      </div>
      <p className="shop-visually-hidden" role="status">
        {added ? <Trans id="basket.addedToCart">Added to basket</Trans> : null}
      </p>
    </form>
  );
}
