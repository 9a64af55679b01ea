/** What a `basket_{shopId}_{userId}` or `wishlist_{shopId}_{userId}` key names (core spec point 3). */
export interface OwnedKey {
  readonly kind: "basket" | "wishlist";
  readonly shopId: string;
  readonly userId: string;
}

/** The basket key of a shopper in a shop. */
export function basketKey(shopId: string, userId: string): string {
  return `basket_${shopId}_${userId}`;
}

/** The wishlist key of a shopper in a shop. */
export function wishlistKey(shopId: string, userId: string): string {
  return `wishlist_${shopId}_${userId}`;
}

/** Reads a basket or wishlist key; anything else is undefined. */
export function parseOwnedKey(key: unknown): OwnedKey | undefined {
  if (typeof key !== "string") return undefined;
  const match = /^(basket|wishlist)_([a-z0-9-]{2,40})_([0-9a-f]{8,64})$/.exec(key);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { kind: match[1] as OwnedKey["kind"], shopId: match[2], userId: match[3] };
}
