// The balance page's call (issue 17): the customer's own gift card and credit balance with its
// history, only where the shop has a balance (shop option `accountBalance`).
import { afterAll, describe, expect, it } from "vitest";
import type { ShopDirectory } from "@shop/shared/platform";
import { testShops } from "@shop/shared/testing";
import type { AccountBalance } from "../balance/account-balance.ts";
import { BalanceStore } from "../store/balance-store.ts";
import { jsonCalls, sessionCookie, uniqueEmail } from "./testing/account-requests.ts";
import { testAccount } from "./testing/test-account.ts";

/** The test shops, with a balance in the home brand's shops only. */
function shopsWithBalance(): ShopDirectory {
  const shops = testShops();
  return {
    ...shops,
    configResponse: (shop, language) => {
      const config = shops.configResponse(shop, language);
      return { ...config, options: { ...config.options, accountBalance: shop.brand === "home" } };
    },
  };
}

const account = await testAccount({ shops: shopsWithBalance() });
const { app } = account;
afterAll(() => account.dispose());

const send = jsonCalls(app);
const balances = new BalanceStore(account.db);

async function registered(prefix: string) {
  const response = await send("POST", "/api/user/auth/register/", {
    newsletter: false,
    first_name: "Eva",
    last_name: "Muster",
    gender: "f",
    email: uniqueEmail(prefix),
    register_password: "Sicheres-Passwort-7",
  });
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie: sessionCookie(response), id: user.id };
}

const balanceOf = (cookie?: string, host = "localhost", locale = "de-de") =>
  app.request(`/api/user/balance/?locale=${locale}`, {
    headers: { host, ...(cookie ? { cookie } : {}) },
  });

describe("GET /api/user/balance/", () => {
  it("answers 0,00 and an empty history for a new customer", async () => {
    const eva = await registered("balance.neu");
    const response = await balanceOf(eva.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      currency: "EUR",
      giftCardCents: 0,
      creditCents: 0,
      history: [],
    } satisfies AccountBalance);
  });

  it("answers the customer's own movements only, summed per kind, newest first", async () => {
    const eva = await registered("balance.eva");
    const tom = await registered("balance.tom");
    await balances.add(eva.id, {
      kind: "giftCard",
      amountCents: 5000,
      currency: "EUR",
      reference: "GC-1",
    });
    await balances.add(eva.id, {
      kind: "giftCard",
      amountCents: -1250,
      currency: "EUR",
      reference: "WF-1",
    });
    await balances.add(eva.id, {
      kind: "credit",
      amountCents: 999,
      currency: "EUR",
      reference: "WF-2",
    });
    await balances.add(eva.id, {
      kind: "credit",
      amountCents: 700,
      currency: "CHF",
      reference: "X",
    });
    await balances.add(tom.id, {
      kind: "credit",
      amountCents: 100_000,
      currency: "EUR",
      reference: "TOM",
    });

    const body = (await (await balanceOf(eva.cookie)).json()) as AccountBalance;
    expect(body.giftCardCents).toBe(3750);
    expect(body.creditCents).toBe(999);
    expect(body.history.map((entry) => entry.reference).sort()).toEqual(["GC-1", "WF-1", "WF-2"]);
    const times = body.history.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // In a Swiss shop the same customer sees the francs only.
    const swiss = (await (
      await balanceOf(eva.cookie, "ch.localhost", "de-ch")
    ).json()) as AccountBalance;
    expect(swiss).toMatchObject({ currency: "CHF", creditCents: 700, giftCardCents: 0 });

    const toms = (await (await balanceOf(tom.cookie)).json()) as AccountBalance;
    expect(toms.creditCents).toBe(100_000);
    expect(toms.history.map((entry) => entry.reference)).toEqual(["TOM"]);
  });

  it("answers 404 where the shop has no balance", async () => {
    const eva = await registered("balance.baby");
    const response = await balanceOf(eva.cookie, "de.baby.localhost");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ key: "balance.notOffered" });
  });

  it("answers 401 without a signed-in registered customer", async () => {
    expect((await balanceOf()).status).toBe(401);
  });
});
