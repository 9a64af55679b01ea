import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { emitShopEvent, hashedEmail } from "@shop/shared";
import { announcedEmailHash } from "./page-data.ts";

// The shop events need a window: an event target of its own per test.
beforeEach(() => vi.stubGlobal("window", new EventTarget()));
afterEach(() => vi.unstubAllGlobals());

it("takes the hash the account slice already announced", async () => {
  const hash = await hashedEmail("ana@example.com");
  emitShopEvent("account:shopper", { hashedEmail: hash });
  expect(await announcedEmailHash(10)).toBe(hash);
});

it("waits for the account slice's announcement, anonymous included", async () => {
  const waiting = announcedEmailHash(1000);
  emitShopEvent("account:shopper", { hashedEmail: null });
  expect(await waiting).toBeNull();
});

it("gives up without a hash when the account slice never announces", async () => {
  const startedAt = Date.now();
  expect(await announcedEmailHash(50)).toBeNull();
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(45);
});
