import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emitShopEvent, hashedEmail, personalStateCookie } from "@shop/shared";
import { announcedEmailHash } from "./page-data.ts";

// The shop events need a window: an event target of its own per test.
beforeEach(() => vi.stubGlobal("window", new EventTarget()));
afterEach(() => vi.unstubAllGlobals());

it("takes the hash the account slice already announced", async () => {
  const hash = await hashedEmail("ana@example.com");
  emitShopEvent("account:shopper", { hashedEmail: hash });
  expect(await announcedEmailHash(10)).toBe(hash);
});

it("answers no hash at once for a visitor without personal state (no session to be signed in to)", async () => {
  vi.stubGlobal("document", { cookie: "consent=1" });
  // Were it to wait, the test would time out long before this minute.
  expect(await announcedEmailHash(60_000)).toBeNull();
});

describe("a visitor with a session", () => {
  beforeEach(() => vi.stubGlobal("document", { cookie: `${personalStateCookie}=1` }));

  it("waits for the account slice's announcement", async () => {
    const hash = await hashedEmail("ana@example.com");
    const waiting = announcedEmailHash(1000);
    emitShopEvent("account:shopper", { hashedEmail: hash });
    expect(await waiting).toBe(hash);
  });

  it("gives up without a hash when the account slice never announces", async () => {
    const startedAt = Date.now();
    expect(await announcedEmailHash(50)).toBeNull();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(45);
  });
});
