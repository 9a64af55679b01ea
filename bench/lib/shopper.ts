import { randomBytes } from "node:crypto";
import type { ProductPageResponse } from "@shop/shared";
import { assertLoopback } from "./http.ts";

/** Variants with stock to spare, from the seeded catalogue (not personalised products). */
export async function stockedVariants(base: string, atLeast = 10): Promise<string[]> {
  assertLoopback(base);
  const search = (await (await fetch(`${base}/api/shop/search/?locale=de-de`)).json()) as {
    products: { referenceKey: string }[];
  };
  const ids: string[] = [];
  for (const { referenceKey } of search.products) {
    const response = await fetch(`${base}/api/shop/product/${referenceKey}/?locale=de-de`);
    const { product } = (await response.json()) as ProductPageResponse;
    if (product.attributes.personalisierterArtikel) continue;
    for (const variant of product.variants) {
      if (variant.delivery.BVC <= 2 && variant.stock.quantity >= 50) ids.push(variant.id);
    }
  }
  if (ids.length < atLeast) {
    throw new Error(`only ${ids.length} stocked variants in ${search.products.length} products`);
  }
  return ids;
}

/**
 * A JSON `POST` to the shop's API, with the visitor's cookie when they have one, and any other
 * headers of theirs (the address a trusted proxy forwards).
 */
export async function postJson(
  base: string,
  pathname: string,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  assertLoopback(base);
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response;
}

/**
 * The session cookie an answer sets with its marker (`sid=…; personal-state=1`), as a browser
 * sends them back, or "" when it sets no session.
 */
export const sessionCookie = (response: Response): string => {
  const pairs = response.headers.getSetCookie().map((set) => set.split(";")[0] ?? "");
  return pairs.some((pair) => /^(__Host-)?sid=/.test(pair)) ? pairs.join("; ") : "";
};

/** A new basket key of the German home shop, as the browser draws one. */
export const newBasketKey = (): string => `basket_home-de_${randomBytes(16).toString("hex")}`;

/** The cookie of a new visitor whose basket holds one line: the state that makes pages personal. */
export async function visitorWithBasket(base: string): Promise<string> {
  const [variantId] = await stockedVariants(base, 1);
  const body = { basketKey: newBasketKey(), variantId, quantity: 1 };
  const cookie = sessionCookie(await postJson(base, "/api/shop/basket/addItem/", body, ""));
  if (!cookie) throw new Error("adding to a basket set no session cookie");
  return cookie;
}
