import { describe, expect, it } from "vitest";
import type { Fetch } from "@shop/shared/api-client";
import { AnonymousId } from "./anonymous-id.ts";
import { CartKeys } from "./cart-keys.ts";
import { wishlist } from "./test-data.ts";
import { wishlistClient } from "./wishlist-client.ts";
import { wishlistProductIds, wishlistTogglePlan } from "./wishlist-toggle.ts";

describe("the wishlist toggle (core spec point 4)", () => {
  it("adds a product that is not on the wishlist", () => {
    expect(wishlistTogglePlan(wishlist(["a", "b"]), "c")).toEqual({ kind: "add" });
  });

  it("removes every item of a product that is there", () => {
    const list = wishlist(["a", "b", "a"]);
    expect(wishlistTogglePlan(list, "a")).toEqual({ kind: "remove", itemKeys: ["w0", "w2"] });
    expect(wishlistProductIds(list)).toEqual(["a", "b"]);
  });

  it("reads the wishlist, then removes each item of the product", async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const answers = [wishlist(["a", "b", "a"]), wishlist(["b", "a"]), wishlist(["b"])];
    const fetchImpl: Fetch = (path, init) => {
      calls.push({
        method: init?.method ?? "GET",
        path,
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      });
      return Promise.resolve(Response.json(answers[calls.length - 1]));
    };
    const keys = new CartKeys("baby-de", new AnonymousId(undefined, () => "abcdef12abcdef12"));
    const outcome = await wishlistClient(fetchImpl, keys, "de-de").toggle("a", "a-01");
    expect(outcome.added).toBe(false);
    expect(outcome.changed.map((item) => item.key)).toEqual(["w0", "w2"]);
    expect(wishlistProductIds(outcome.wishlist)).toEqual(["b"]);
    expect(calls.map((call) => call.method)).toEqual(["GET", "DELETE", "DELETE"]);
    expect(calls[0]?.path).toBe(
      "/api/shop/wishlist/get/wishlist_baby-de_abcdef12abcdef12/?locale=de-de",
    );
    expect(calls[1]?.body).toEqual({
      wishlistKey: "wishlist_baby-de_abcdef12abcdef12",
      itemKey: "w0",
    });
  });

  it("adds the variant when the product is absent", async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const answers = [wishlist(["b"]), { type: "success", wishlist: wishlist(["b", "a"]) }];
    const fetchImpl: Fetch = (path, init) => {
      calls.push({
        method: init?.method ?? "GET",
        path,
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      });
      return Promise.resolve(Response.json(answers[calls.length - 1]));
    };
    const keys = new CartKeys("baby-de", new AnonymousId(undefined, () => "abcdef12abcdef12"));
    const outcome = await wishlistClient(fetchImpl, keys, "de-de").toggle("a", "a-07");
    expect(outcome.added).toBe(true);
    expect(calls[1]).toEqual({
      method: "POST",
      path: "/api/shop/wishlist/addItem/?locale=de-de",
      body: { wishlistKey: "wishlist_baby-de_abcdef12abcdef12", itemCreationId: "a-07" },
    });
  });
});
