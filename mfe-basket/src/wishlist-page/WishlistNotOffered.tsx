import { Trans } from "@lingui/react/macro";
import type { Language } from "@shop/shared";

/** The wishlist page of a shop without a wishlist (core spec point 6): a not-found state. */
export function WishlistNotOffered({ language }: { readonly language: Language }) {
  return (
    <section className="bsk-basket" data-testid="wishlist-not-offered">
      <h1 className="bsk-basket__title">
        <Trans id="wishlist.notOffered">There is no wishlist in this shop</Trans>
      </h1>
      <p>
        <Trans id="wishlist.notOfferedText">The page you asked for does not exist here.</Trans>
      </p>
      <a className="bsk-button bsk-button--primary" href={`/${language}/`}>
        <Trans id="basket.continueShopping">Continue shopping</Trans>
      </a>
    </section>
  );
}
