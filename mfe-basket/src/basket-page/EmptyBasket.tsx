import { Trans } from "@lingui/react/macro";
import type { Language } from "@shop/shared";

/** The empty basket: a short note and the way back to the shop. */
export function EmptyBasket({ language }: { readonly language: Language }) {
  return (
    <div className="bsk-empty" data-testid="basket-empty">
      <p>
        <Trans id="basket.empty">Your basket is empty.</Trans>
      </p>
      <a className="bsk-button bsk-button--primary" href={`/${language}/`}>
        <Trans id="basket.continueShopping">Continue shopping</Trans>
      </a>
    </div>
  );
}
