// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashedEmail, onShopEvent, shopContext, type ShopEventMap, type User } from "@shop/shared";
import { hydratedFragment, type HydratedFragment } from "@shop/shared/testing/hydrated-fragment";
import { AccountLink, type AccountLinkState } from "./AccountLink.tsx";

// The build compiles Lingui's macros; here they render their source text.
vi.mock("@lingui/react/macro", () => ({
  Trans: ({ children }: { children?: ReactNode }) => children,
}));

const shop = shopContext("home", "de", "de");
const i18n = setupI18n({ locale: "de", messages: { de: {} } });
const eva: User = {
  id: "e".repeat(64),
  firstName: "Eva",
  email: "eva@example.org",
  loggedIn: true,
  isGuestCustomer: false,
  registered: true,
};

/** The state the loader gives on a kept page (decision 0059). */
const kept: AccountLinkState = {
  signIn: "anonymous",
  firstName: null,
  hashedEmail: null,
  fillInBrowser: true,
  returnTo: "/de/",
  accountDeleted: false,
  newsletter: null,
};

/** `GET /api/user/` answering `user`, or failing with a status; records the paths. */
function userApi(user: User | number): string[] {
  const paths: string[] = [];
  vi.stubGlobal("fetch", (path: string) => {
    paths.push(path);
    return Promise.resolve(
      typeof user === "number"
        ? Response.json({ error: "down" }, { status: user })
        : Response.json(user),
    );
  });
  return paths;
}

let shown: HydratedFragment | undefined;
const stops: (() => void)[] = [];

/** Every `account:shopper` the page heard from now on. */
function shoppersHeard(): ShopEventMap["account:shopper"][] {
  const details: ShopEventMap["account:shopper"][] = [];
  stops.push(onShopEvent("account:shopper", (detail) => details.push(detail)));
  return details;
}

/** The server's markup of the account link in the page, hydrated with the same state. */
function hydrated(state: AccountLinkState): HTMLElement {
  shown = hydratedFragment(AccountLink, state, shop, i18n);
  return shown.container;
}

afterEach(() => {
  shown?.unmount();
  shown = undefined;
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = "";
  document.cookie = "personal-state=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  window.__shopLastEvents = undefined;
  vi.unstubAllGlobals();
});

describe("the account link on a kept page (decision 0059)", () => {
  it("greets the signed-in visitor and announces their hash once, after reading them", async () => {
    document.cookie = "personal-state=1";
    const paths = userApi(eva);
    const shoppers = shoppersHeard();
    const container = hydrated(kept);
    expect(container.textContent).toContain("Sign in");

    await vi.waitFor(() => expect(container.textContent).toContain("Hello Eva"));
    expect(container.querySelector("a.acc-link")).toBeNull();
    expect(shoppers).toEqual([{ hashedEmail: await hashedEmail("eva@example.org") }]);
    expect(paths).toEqual(["/api/user/?locale=de-de"]);
  });

  it("still resets to Sign in at once on logout (core spec point 4)", async () => {
    document.cookie = "personal-state=1";
    userApi(eva);
    const container = hydrated(kept);
    await vi.waitFor(() => expect(container.textContent).toContain("Hello Eva"));

    const signOut = [...container.querySelectorAll("button")].find(
      (button) => button.textContent === "Sign out",
    );
    signOut?.click();
    await vi.waitFor(() => expect(container.textContent).toContain("Sign in"));
    expect(container.textContent).not.toContain("Hello Eva");
  });

  it("stays at Sign in and announces a null hash when the read fails", async () => {
    document.cookie = "personal-state=1";
    userApi(503);
    const shoppers = shoppersHeard();
    const container = hydrated(kept);

    await vi.waitFor(() => expect(shoppers).toEqual([{ hashedEmail: null }]));
    expect(container.textContent).toContain("Sign in");
  });

  it("reads nothing without the personal-state cookie and announces a null hash at once", async () => {
    const paths = userApi(eva);
    const shoppers = shoppersHeard();
    const container = hydrated(kept);

    await vi.waitFor(() => expect(shoppers).toEqual([{ hashedEmail: null }]));
    expect(container.textContent).toContain("Sign in");
    expect(paths).toEqual([]);
  });
});
