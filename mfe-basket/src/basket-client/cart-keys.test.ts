import { describe, expect, it } from "vitest";
import { AnonymousId } from "./anonymous-id.ts";
import { CartKeys } from "./cart-keys.ts";

const local = "1234567890abcdef1234567890abcdef";
const account = "ab".repeat(32);

function keys(ids: string[] = [local, "fedcba0987654321fedcba0987654321"]) {
  let n = 0;
  return new CartKeys("home-de", new AnonymousId(undefined, () => ids[n++] ?? "00000000"));
}

describe("key resolution", () => {
  it("uses the browser's anonymous id when the server named none", () => {
    const cart = keys();
    cart.rememberServerKey(null);
    expect(cart.basketKey()).toBe(`basket_home-de_${local}`);
    expect(cart.wishlistKey()).toBe(`wishlist_home-de_${local}`);
  });

  it("prefers the user id the server named (a signed-in shopper)", () => {
    const cart = keys();
    cart.rememberServerKey(`basket_home-de_${account}`);
    expect(cart.basketKey()).toBe(`basket_home-de_${account}`);
    expect(cart.wishlistKey()).toBe(`wishlist_home-de_${account}`);
  });

  it("ignores keys of another shop and malformed keys", () => {
    const cart = keys();
    cart.rememberServerKey(`basket_baby-de_${account}`);
    cart.rememberServerKey("basket_home-de_XYZ");
    expect(cart.userId()).toBe(local);
  });

  it("drops the server's id and makes a new anonymous one on renew", () => {
    const cart = keys();
    expect(cart.userId()).toBe(local);
    cart.rememberServerKey(`basket_home-de_${account}`);
    cart.renew();
    expect(cart.userId()).toBe("fedcba0987654321fedcba0987654321");
  });

  it("recovers the session's own key when the server names another one", async () => {
    const cart = new CartKeys("home-de", new AnonymousId(undefined, () => local), () =>
      Promise.resolve(`basket_home-de_${account}`),
    );
    await cart.recover(local);
    expect(cart.userId()).toBe(account);
  });

  it("makes a new anonymous id when the server names none, the refused one or fails", async () => {
    for (const sessionKey of [
      () => Promise.resolve(null),
      () => Promise.resolve(`basket_home-de_${local}`),
      () => Promise.reject(new Error("offline")),
    ]) {
      const ids = [local, "fedcba0987654321fedcba0987654321"];
      const cart = new CartKeys(
        "home-de",
        new AnonymousId(undefined, () => ids.shift() ?? "00000000"),
        sessionKey,
      );
      await cart.recover(cart.userId());
      expect(cart.userId()).toBe("fedcba0987654321fedcba0987654321");
    }
  });
});
