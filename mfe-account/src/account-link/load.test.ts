import { hashedEmail, type FragmentRequest, type User } from "@shop/shared";
import { expect, it } from "vitest";
import type { AccountClient } from "../api/client.ts";
import type { AccountLinkState } from "./AccountLink.tsx";
import { loadAccountLink } from "./load.ts";

/** The state the header entry loaded (it always has one: it never ends the page). */
async function stateFor(user: User): Promise<AccountLinkState> {
  const loaded = await loadAccountLink(requestFor(user));
  if (!("state" in loaded)) throw new Error("the account link gave no state");
  return loaded.state;
}

/** The header entry's request for a visitor the account API knows as `user`. */
function requestFor(user: User): FragmentRequest<AccountClient> {
  return {
    path: "/de/",
    route: "home",
    query: {},
    visitor: undefined,
    api: { currentUser: () => Promise.resolve(user) },
  } as unknown as FragmentRequest<AccountClient>;
}

it("gives a signed-in shopper's e-mail hash to the page, never the e-mail", async () => {
  const state = await stateFor({
    id: "a".repeat(64),
    firstName: "Ana",
    email: " Ana@Example.COM ",
    loggedIn: true,
    isGuestCustomer: false,
    registered: true,
  });
  expect(state.hashedEmail).toBe(await hashedEmail("ana@example.com"));
  expect(JSON.stringify(state)).not.toMatch(/example\.com/i);
});

it("gives no hash for an anonymous visitor", async () => {
  const state = await stateFor({
    id: null,
    loggedIn: false,
    isGuestCustomer: false,
    registered: false,
  });
  expect(state.hashedEmail).toBeNull();
});

it("reads no user on a kept page and leaves the shopper to the browser (decision 0059)", async () => {
  const calls: string[] = [];
  const request = {
    path: "/de/p/vase-1/",
    route: "product",
    query: { newsletter: "confirmed" },
    visitor: { notices: ["accountDeleted"] },
    personalInBrowser: true,
    api: {
      currentUser: () => {
        calls.push("currentUser");
        return Promise.reject(new Error("the loader read the user"));
      },
    },
  } as unknown as FragmentRequest<AccountClient>;
  const loaded = await loadAccountLink(request);
  expect(calls).toEqual([]);
  expect(loaded).toEqual({
    state: {
      signIn: "anonymous",
      firstName: null,
      hashedEmail: null,
      fillInBrowser: true,
      returnTo: "/de/p/vase-1/",
      accountDeleted: true,
      newsletter: "confirmed",
    },
  });
});
