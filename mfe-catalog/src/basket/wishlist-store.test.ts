import { afterEach, describe, expect, it, vi } from "vitest";
import { emitShopEvent } from "@shop/shared";
import { announcedWishlist, serverWishlist, subscribeToWishlist } from "./wishlist-store.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page's window as far as shop events need it. */
function pageWindow(): void {
  vi.stubGlobal("window", new EventTarget());
}

describe("the wishlist the hearts show", () => {
  it("is empty on the server, and the server snapshot is always empty", () => {
    expect(announcedWishlist()).toEqual([]);
    expect(serverWishlist()).toEqual([]);
  });

  it("starts from an announcement made before the heart hydrated", () => {
    pageWindow();
    expect(announcedWishlist()).toEqual([]);
    emitShopEvent("wishlist:updated", { productIds: ["p-1", "p-2"] });
    // A heart that mounts now (late hydration) reads the last announcement.
    expect(announcedWishlist()).toEqual(["p-1", "p-2"]);
    // The same array until the next announcement (useSyncExternalStore compares snapshots).
    expect(announcedWishlist()).toBe(announcedWishlist());
  });

  it("tells subscribed hearts of later announcements until they unsubscribe", () => {
    pageWindow();
    const listener = vi.fn();
    const stop = subscribeToWishlist(listener);
    emitShopEvent("wishlist:updated", { productIds: ["p-3"] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(announcedWishlist()).toEqual(["p-3"]);
    stop();
    emitShopEvent("wishlist:updated", { productIds: [] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(announcedWishlist()).toEqual([]);
  });
});
