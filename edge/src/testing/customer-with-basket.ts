import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { expect } from "vitest";
import type { ProductPageResponse } from "@shop/shared";

/** The first name the customer signs up with: a page showing it shows them. */
export const customerFirstName = "Zelda";

/** A registered customer, signed in, with one product in the basket: their cookies. */
export async function customerWithBasket(app: Hono, host = "localhost"): Promise<string> {
  const register = await app.request("/api/user/auth/register/?locale=de-de", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({
      first_name: customerFirstName,
      last_name: "Muster",
      gender: "f",
      email: `dokument.${randomBytes(6).toString("hex")}@example.org`,
      newsletter: false,
      register_password: "Sommerwind2024",
    }),
  });
  expect(register.status).toBe(200);
  // The session and its marker, as a browser sends them back.
  const cookie = register.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/^sid=[^;]+; personal-state=1$/);
  const product = (await (
    await app.request("/api/shop/product/1000001/?locale=de-de", { headers: { host } })
  ).json()) as ProductPageResponse;
  const variant = product.product.variants.find((one) => one.stock.quantity > 0);
  if (!variant) throw new Error("the test product has no variant in stock");
  const current = (await (
    await app.request("/api/shop/basket/current/?locale=de-de", { headers: { host, cookie } })
  ).json()) as { basketKey: string | null };
  if (!current.basketKey) throw new Error("the signed-in session has no basket key");
  const added = await app.request("/api/shop/basket/addItem/?locale=de-de", {
    method: "POST",
    headers: { host, cookie, "content-type": "application/json" },
    body: JSON.stringify({
      basketKey: current.basketKey,
      variantId: variant.id,
      quantity: 1,
    }),
  });
  expect(added.status).toBe(200);
  return cookie;
}
