// The my-data overview's call (issue 17, account pages): everything the account stores about
// the signed-in customer, as JSON to read or to download; never the password hash.
import { afterAll, describe, expect, it } from "vitest";
import { BalanceStore } from "../store/balance-store.ts";
import type { MyData } from "./client.ts";
import { jsonCalls, sessionCookie } from "./testing/account-requests.ts";
import { testAccount } from "./testing/test-account.ts";

const account = await testAccount();
const { app } = account;
afterAll(() => account.dispose());

const send = jsonCalls(app);

describe("GET /api/user/my-data/", () => {
  it("answers the customer record, the address book and the newsletter sign-ups", async () => {
    const email = `meine.daten.${Date.now()}@example.org`;
    const registered = await send("POST", "/api/user/auth/register/", {
      first_name: "Eva",
      last_name: "Muster",
      gender: "f",
      email,
      register_password: "Sicheres-Passwort-7",
      newsletter: true,
    });
    const cookie = sessionCookie(registered);
    await send("POST", "/api/mcs/selfi/newsletter/?locale=de-de", {
      name: "Eva Muster",
      email,
      source: "register",
      shopId: "home-de",
      firstName: "Eva",
      lastName: "Muster",
      salutation: 2,
    });
    await account.api.settled();
    const address = {
      salutation: "f",
      firstName: "Eva",
      lastName: "Muster",
      street: "Unter den Linden",
      houseNumber: "7",
      postcode: "10117",
      city: "Berlin",
      country: "de",
    };
    await send("POST", "/api/user/addresses/", address, cookie);

    const response = await send("GET", "/api/user/my-data/", undefined, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBeNull();
    const text = await response.text();
    expect(text).not.toMatch(/argon2|password/i);
    const data = JSON.parse(text) as MyData;
    expect(data.customer).toMatchObject({ email, firstName: "Eva", lastName: "Muster" });
    expect(data.customer.registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.addresses).toEqual([expect.objectContaining(address)]);
    expect(data.newsletterSignUps).toEqual([
      { shopId: "home-de", signedUpAt: expect.stringMatching(/Z$/) as string, confirmedAt: null },
    ]);

    const download = await send("GET", "/api/user/my-data/?download=1", undefined, cookie);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="my-data.json"');
    expect(await download.json()).toEqual(data);
  });

  it("holds the customer's contact messages and balance movements", async () => {
    const registered = await send("POST", "/api/user/auth/register/", {
      first_name: "Eva",
      last_name: "Muster",
      gender: "f",
      email: `meine.nachrichten.${Date.now()}@example.org`,
      register_password: "Sicheres-Passwort-7",
      newsletter: false,
    });
    const cookie = sessionCookie(registered);
    const { user } = (await registered.json()) as { user: { id: string } };
    const contact = {
      topic: "return",
      orderNumber: "",
      name: "Eva Muster",
      email: "eva@example.org",
      subject: "Rücksendung",
      message: "Wie sende ich zurück?",
    };
    expect((await send("POST", "/api/user/contact/?locale=de-de", contact, cookie)).status).toBe(
      201,
    );
    await new BalanceStore(account.db).add(user.id, {
      kind: "credit",
      amountCents: 1500,
      currency: "EUR",
      reference: "WF-7",
    });
    const data = (await (
      await send("GET", "/api/user/my-data/", undefined, cookie)
    ).json()) as MyData;
    expect(data.contactMessages).toEqual([
      {
        ...contact,
        shopId: "home-de",
        orderNumber: null,
        sentAt: expect.stringMatching(/Z$/) as string,
      },
    ]);
    expect(data.balanceEntries).toEqual([
      expect.objectContaining({
        kind: "credit",
        amountCents: 1500,
        currency: "EUR",
        reference: "WF-7",
      }),
    ]);
  });

  it("answers 401 without a signed-in registered customer", async () => {
    expect((await send("GET", "/api/user/my-data/")).status).toBe(401);
  });
});
