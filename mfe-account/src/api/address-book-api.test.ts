// The address book's calls (issue 17, account pages): a registered customer's own addresses,
// defaults of each kind, postcodes per country; another customer's address id is a 404.
import { afterAll, describe, expect, it } from "vitest";
import type { ApiError } from "@shop/shared";
import type { AccountAddress, AddressBook } from "./client.ts";
import {
  jsonCalls,
  uniqueEmail as accountEmail,
  sessionCookie,
} from "./testing/account-requests.ts";
import { testAccount } from "./testing/test-account.ts";

const account = await testAccount();
const { app } = account;
afterAll(() => account.dispose());

const uniqueEmail = () => accountEmail("adressen");

const send = jsonCalls(app);

async function register(): Promise<string> {
  const response = await send("POST", "/api/user/auth/register/", {
    first_name: "Eva",
    last_name: "Muster",
    gender: "f",
    email: uniqueEmail(),
    register_password: "Sicheres-Passwort-7",
    newsletter: false,
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

const berlin = {
  salutation: "f",
  firstName: "Eva",
  lastName: "Muster",
  street: "Unter den Linden",
  houseNumber: "7",
  postcode: "10117",
  city: "Berlin",
  country: "de",
};
const amsterdam = {
  ...berlin,
  street: "Damrak",
  postcode: "1012 lg",
  city: "Amsterdam",
  country: "nl",
};

async function add(cookie: string, body: unknown): Promise<AccountAddress> {
  const response = await send("POST", "/api/user/addresses/", body, cookie);
  expect(response.status).toBe(201);
  return (await response.json()) as AccountAddress;
}

async function book(cookie: string): Promise<readonly AccountAddress[]> {
  const response = await send("GET", "/api/user/addresses/", undefined, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return ((await response.json()) as AddressBook).addresses;
}

describe("the address book (/api/user/addresses/)", () => {
  it("adds addresses: the first is the default of both kinds, postcodes normalised", async () => {
    const cookie = await register();
    const first = await add(cookie, berlin);
    expect(first).toMatchObject({ ...berlin, isDefaultShipping: true, isDefaultBilling: true });
    const second = await add(cookie, amsterdam);
    expect(second).toMatchObject({ postcode: "1012 LG", isDefaultShipping: false });
    expect((await book(cookie)).map((address) => address.id)).toEqual([first.id, second.id]);
  });

  it("moves a default to another address, one of each kind at a time", async () => {
    const cookie = await register();
    const first = await add(cookie, berlin);
    const second = await add(cookie, { ...amsterdam, defaultBilling: true });
    expect(second.isDefaultBilling).toBe(true);
    const defaults = (await book(cookie)).map((a) => [
      a.id,
      a.isDefaultShipping,
      a.isDefaultBilling,
    ]);
    expect(defaults).toEqual([
      [first.id, true, false],
      [second.id, false, true],
    ]);
    const changed = await send(
      "PUT",
      `/api/user/addresses/${first.id}/`,
      { ...berlin, city: "Berlin-Mitte", defaultShipping: false },
      cookie,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ city: "Berlin-Mitte", isDefaultShipping: false });
  });

  it("refuses a postcode of another country field by field, and changes nothing", async () => {
    const cookie = await register();
    const first = await add(cookie, berlin);
    const refused = await send(
      "POST",
      "/api/user/addresses/",
      { ...berlin, postcode: "1012 LG" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: expect.any(String) as string,
      fields: [{ field: "postcode", key: "address.errors.postcode" }],
    });
    const edit = await send(
      "PUT",
      `/api/user/addresses/${first.id}/`,
      { ...berlin, country: "at" },
      cookie,
    );
    expect(edit.status).toBe(400);
    expect(await book(cookie)).toEqual([first]);
    const badFlag = await send(
      "POST",
      "/api/user/addresses/",
      { ...berlin, defaultBilling: "yes" },
      cookie,
    );
    expect(badFlag.status).toBe(400);
    expect(await book(cookie)).toHaveLength(1);
  });

  it("answers 404, not 403, for another customer's address id, and changes nothing", async () => {
    const owner = await register();
    const other = await register();
    const address = await add(owner, berlin);
    const path = `/api/user/addresses/${address.id}/`;
    const edit = await send("PUT", path, { ...berlin, city: "Potsdam" }, other);
    expect(edit.status).toBe(404);
    expect(((await edit.json()) as ApiError).error).toBe("There is no such address");
    expect((await send("DELETE", path, undefined, other)).status).toBe(404);
    expect((await send("DELETE", "/api/user/addresses/unknown/", undefined, other)).status).toBe(
      404,
    );
    expect(await book(other)).toEqual([]);
    expect(await book(owner)).toEqual([address]);
  });

  it("deletes an address of the customer's own", async () => {
    const cookie = await register();
    const first = await add(cookie, berlin);
    const second = await add(cookie, amsterdam);
    expect(
      (await send("DELETE", `/api/user/addresses/${first.id}/`, undefined, cookie)).status,
    ).toBe(204);
    expect(await book(cookie)).toEqual([second]);
  });

  it("answers 401 without a signed-in registered customer", async () => {
    expect((await send("GET", "/api/user/addresses/")).status).toBe(401);
    expect((await send("POST", "/api/user/addresses/", berlin)).status).toBe(401);
  });
});

describe("the account's in-process client", () => {
  it("reads the signed-in customer's addresses for the checkout, and none for anyone else", async () => {
    const cookie = await register();
    const address = await add(cookie, berlin);
    const sid = cookie.split("=")[1] ?? "";
    const client = (cookies: Record<string, string>) =>
      account.api.client({ cookies } as Parameters<typeof account.api.client>[0]);
    expect(await client({ sid }).addresses()).toEqual([address]);
    expect(await client({}).addresses()).toEqual([]);
  });
});
