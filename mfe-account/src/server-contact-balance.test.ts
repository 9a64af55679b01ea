// The built renderer's contact page, balance page and the checkout sign-in's way on as a guest
// (issue 17), each by the shop option that switches it.
import { describe, expect, it } from "vitest";
import type { FragmentRenderer, ShopOptions, User } from "@shop/shared";
import { builtServerModule, fragmentRequest, testShopConfig } from "@shop/shared/testing";
import type { AccountBalance, AccountClient } from "./api/client.ts";

const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");

const eva: User = {
  id: "a".repeat(64),
  firstName: "Eva",
  lastName: "Muster",
  email: "eva@example.de",
  loggedIn: true,
  isGuestCustomer: false,
  registered: true,
};

const client = (balance: AccountBalance | null = null): AccountClient => ({
  currentUser: () => Promise.resolve(eva),
  addresses: () => Promise.resolve([]),
  myData: () => Promise.resolve(null),
  balance: () => Promise.resolve(balance),
});

/** A German shop's request with some options switched. */
function request(
  route: "accountContact" | "balance" | "checkoutLogin",
  options: Partial<ShopOptions>,
  api = client(),
) {
  const base = fragmentRequest<AccountClient>({ route, api });
  const config = testShopConfig(base.shop);
  return { ...base, shopConfig: { ...config, options: { ...config.options, ...options } } };
}

describe("the contact page", () => {
  it("prefills the customer's name and e-mail where the shop says so", async () => {
    const page = await renderer.render(
      "accountContactPage",
      request("accountContact", { contactFormPrefill: true }),
    );
    expect(page.state).toEqual({ prefill: { name: "Eva Muster", email: "eva@example.de" } });
    expect(page.html).toContain('value="Eva Muster"');
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("Kontakt");
    expect(page.html).toContain("Rücksendung oder Erstattung");
    expect(page.head?.robots).toBe("noindex,nofollow");
  });

  it("starts empty where the shop does not prefill", async () => {
    const page = await renderer.render(
      "accountContactPage",
      request("accountContact", { contactFormPrefill: false }),
    );
    expect(page.state).toEqual({ prefill: { name: "", email: "" } });
    expect(page.html).not.toContain("eva@example.de");
  });
});

describe("the balance page", () => {
  it("does not exist where the shop has no balance", async () => {
    const page = await renderer.render(
      "balancePage",
      request("balance", { accountBalance: false }),
    );
    expect(page.outcome).toEqual({ kind: "notFound" });
  });

  it("shows 0,00 € and a friendly text for a customer without movements", async () => {
    const page = await renderer.render("balancePage", request("balance", { accountBalance: true }));
    expect(page.html).toContain("0,00\u00a0€");
    expect(page.html).toContain("Sie haben noch kein Gutschein- oder sonstiges Guthaben.");
    expect(page.html).not.toContain("<table");
  });

  it("shows the balance and its history, answered into the store", async () => {
    const balance: AccountBalance = {
      currency: "EUR",
      giftCardCents: 3750,
      creditCents: 999,
      history: [
        {
          id: "1",
          kind: "giftCard",
          amountCents: -1250,
          reference: "WF-1",
          createdAt: "2026-03-02T10:00:00.000Z",
        },
        {
          id: "2",
          kind: "giftCard",
          amountCents: 5000,
          reference: "GC-1",
          createdAt: "2026-03-01T10:00:00.000Z",
        },
      ],
    };
    const page = await renderer.render(
      "balancePage",
      request("balance", { accountBalance: true }, client(balance)),
    );
    expect(page.html).toContain("37,50\u00a0€");
    expect(page.html).toContain("-12,50\u00a0€");
    expect(page.html).toContain("<caption");
    const state = page.state as { store: { shopApi: { queries: Record<string, unknown> } } };
    expect(Object.keys(state.store.shopApi.queries)).toEqual(['balance("de-de")']);
  });
});

describe("the checkout's sign-in", () => {
  it("offers Continue as guest where the shop's option is on, keeping returnTo", async () => {
    const on = request("checkoutLogin", {
      checkoutLoginGoToGuestBtn: true,
      checkoutLoginFirstView: "login",
    });
    const page = await renderer.render("loginPage", { ...on, query: { returnTo: "/de/kasse/" } });
    expect(page.html).toMatch(/class="acc-login__guest-link"[^>]*>Als Gast fortfahren</);
    expect(page.html).toContain('href="?view=guest&amp;returnTo=%2Fde%2Fkasse%2F"');
  });

  it("does not where it is off, nor on the guest view", async () => {
    const off = request("checkoutLogin", {
      checkoutLoginGoToGuestBtn: false,
      checkoutLoginFirstView: "login",
    });
    expect((await renderer.render("loginPage", off)).html).not.toContain("acc-login__guest-link");
    const guest = request("checkoutLogin", {
      checkoutLoginGoToGuestBtn: true,
      checkoutLoginFirstView: "guest",
    });
    expect((await renderer.render("loginPage", guest)).html).not.toContain("acc-login__guest-link");
  });

  it("never on the shop's own login page", async () => {
    const login = {
      ...request("checkoutLogin", {
        checkoutLoginGoToGuestBtn: true,
        checkoutLoginFirstView: "login",
      }),
      route: "login" as const,
    };
    expect((await renderer.render("loginPage", login)).html).not.toContain("acc-login__guest-link");
  });
});
