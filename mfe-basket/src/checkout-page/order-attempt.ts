import type { PlaceOrderBody } from "@shop/shared";

/** The `Idempotency-Key` of an order attempt and the body it was sent with. */
export interface OrderAttempt {
  readonly body: string;
  readonly key: string;
}

/**
 * The attempt a "Buy now" sends (issue 18, point 4): the same body as the last attempt keeps its
 * key, so a repeat (a double click, a retry after a timeout) can never place a second order; a
 * changed body (another payment method after a decline) is a new attempt with a new key.
 */
export function nextOrderAttempt(
  last: OrderAttempt | undefined,
  body: PlaceOrderBody,
  newKey: () => string,
): OrderAttempt {
  const json = JSON.stringify(body);
  return last?.body === json ? last : { body: json, key: newKey() };
}
