import { describe, expect, it } from "vitest";
import { hashedEmail, shopContext, type User } from "@shop/shared";
import type { Fetch } from "@shop/shared/api-client";
import { accountShopperOf, anonymousShopper } from "./account-shopper.ts";
import { visitorAccountShopper } from "./visitor-shopper-read.ts";

const shop = shopContext("home", "at", "de");

const eva: User = {
  id: "e".repeat(64),
  firstName: "Eva",
  email: "Eva@Example.org",
  loggedIn: true,
  isGuestCustomer: false,
  registered: true,
};
const guest: User = {
  id: "g".repeat(64),
  firstName: "Gil",
  email: "gil@example.org",
  loggedIn: true,
  isGuestCustomer: true,
  registered: false,
};
const anonymous: User = { id: null, loggedIn: false, isGuestCustomer: false, registered: false };

/** `GET /api/user/` answering `user` (or failing with a status); records the paths. */
function userApi(user: User | number) {
  const paths: string[] = [];
  const fetchImpl: Fetch = (path) => {
    paths.push(path);
    return Promise.resolve(
      typeof user === "number"
        ? Response.json({ error: "down" }, { status: user })
        : Response.json(user),
    );
  };
  return { fetchImpl, paths };
}

describe("the header's shopper, read on the server or in the browser (decision 0059)", () => {
  it.each([
    ["a signed-in customer", eva],
    ["a guest customer", guest],
    ["an anonymous visitor", anonymous],
  ])("is the same for %s", async (_, user) => {
    const api = userApi(user);
    const browser = await visitorAccountShopper(shop, api.fetchImpl);
    expect(browser).toEqual(await accountShopperOf(user));
    expect(api.paths).toEqual(["/api/user/?locale=de-at"]);
  });

  it("greets a customer by first name and announces the e-mail's hash, never the e-mail", async () => {
    const shopper = await visitorAccountShopper(shop, userApi(eva).fetchImpl);
    expect(shopper).toEqual({
      signIn: "registered",
      firstName: "Eva",
      hashedEmail: await hashedEmail("eva@example.org"),
    });
    expect(JSON.stringify(shopper)).not.toMatch(/example\.org/i);
  });

  it("tells a guest from a registered customer", async () => {
    expect((await accountShopperOf(guest)).signIn).toBe("guest");
  });

  it("shows an anonymous visitor when the user cannot be read (core spec point 8)", async () => {
    expect(await visitorAccountShopper(shop, userApi(500).fetchImpl)).toEqual(anonymousShopper);
    expect(await accountShopperOf(anonymous)).toEqual(anonymousShopper);
  });
});
