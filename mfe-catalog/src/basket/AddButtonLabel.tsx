import { Trans } from "@lingui/react/macro";
import type { AddState } from "./use-add-to-basket.ts";

/** The visible text of an add-to-basket button in each state. */
export function AddButtonLabel({ state }: { readonly state: AddState }) {
  if (state === "adding") return <Trans id="product.addingToBasket">Adding…</Trans>;
  if (state === "added") return <Trans id="basket.addedToCart">Added to basket</Trans>;
  if (state === "failed") return <Trans id="product.addToBasketFailed">Not added, try again</Trans>;
  return <Trans id="product.addToBasket">Add to basket</Trans>;
}
