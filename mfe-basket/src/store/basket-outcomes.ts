/** Why a change was refused: 404 (no such line or variant) or 409 (stock, staleness). */
export interface BasketRefusal {
  readonly ok: false;
  readonly status: 404 | 409;
  readonly error: string;
  readonly key: string;
}

export type BasketOutcome = { readonly ok: true } | BasketRefusal;

export const ok: BasketOutcome = { ok: true };

/** A refusal with its status, message and translation key (core spec point 7). */
export const refuse = (status: 404 | 409, error: string, key: string): BasketRefusal => ({
  ok: false,
  status,
  error,
  key,
});

/** 404: the line is not (or no longer) in the basket. */
export const notInBasket = () =>
  refuse(404, "This item is not in the basket", "basket.itemNotFound");

/** 409: more than the stock (at most the line limit) would be in the basket. */
export const notEnoughStock = (available: number) =>
  refuse(409, `Only ${available} of this item can be in the basket`, "basket.notEnoughStock");

/** 409: the change was made from an outdated view of the line. */
export const staleChange = () => refuse(409, "The basket changed in the meantime", "basket.stale");

/** 409: the change would make a second plain line of the variant. */
export const duplicateLine = () =>
  refuse(409, "This item is already in the basket without a text", "basket.duplicateLine");
