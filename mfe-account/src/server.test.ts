import { describe, expect, it } from "vitest";
import type { FragmentRenderer, User } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { AccountClient } from "./api/client.ts";

const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");

const anonymous: User = { id: null, loggedIn: false, isGuestCustomer: false, registered: false };
const eva: User = {
  id: "a".repeat(64),
  firstName: "Eva",
  lastName: "Muster",
  email: "eva@example.de",
  loggedIn: true,
  isGuestCustomer: false,
  registered: true,
};
const guest: User = { ...eva, firstName: "Gast", isGuestCustomer: true, registered: false };

/** The account's client as the edge binds it, answering one visitor. */
const visitor = (user: User): AccountClient => ({ currentUser: () => Promise.resolve(user) });

describe("the account team's built fragment renderer", () => {
  it("renders every fragment per request (personal, never cached)", () => {
    for (const name of ["accountLink", "loginPage", "newPasswordPage", "accountHome"]) {
      expect(renderer.fragments[name]).toEqual({ personal: true });
    }
  });

  it("offers an anonymous visitor the sign-in, coming back to the page", async () => {
    const rendered = await renderer.render(
      "accountLink",
      fragmentRequest({
        language: "nl",
        country: "nl",
        path: "/nl/zoeken/",
        api: visitor(anonymous),
      }),
    );
    expect(rendered.html).toContain(
      `href="/nl/login/?returnTo=${encodeURIComponent("/nl/zoeken/")}"`,
    );
    expect(rendered.html).toContain("Inloggen");
  });

  it("greets a signed-in customer by name, with the account and logout in the menu", async () => {
    const rendered = await renderer.render("accountLink", fragmentRequest({ api: visitor(eva) }));
    expect(rendered.html).toContain("Hallo Eva");
    expect(rendered.html).toContain('aria-expanded="false"');
    expect(rendered.html).toContain('href="/de/konto/"');
    expect(rendered.html).toContain("Abmelden");
    expect(rendered.state).toMatchObject({ signIn: "registered", firstName: "Eva" });
  });

  it("gives a guest customer logout but no account area", async () => {
    const rendered = await renderer.render("accountLink", fragmentRequest({ api: visitor(guest) }));
    expect(rendered.html).toContain("Hallo Gast");
    expect(rendered.html).not.toContain('href="/de/konto/"');
    expect(rendered.html).toContain("Abmelden");
  });

  it("renders the login page's section from ?view= and keeps only a same-shop returnTo", async () => {
    const request = (query: Record<string, string>) =>
      fragmentRequest({
        language: "fr",
        country: "be",
        route: "login",
        path: "/fr/login/",
        query,
        api: visitor(anonymous),
      });
    const guestView = await renderer.render(
      "loginPage",
      request({ view: "guest", returnTo: "/fr/panier/" }),
    );
    expect(guestView.html).toContain("Continuer en tant qu’invité");
    expect(guestView.html).toContain('aria-current="page"');
    expect(guestView.state).toMatchObject({ view: "guest", returnTo: "/fr/panier/" });
    expect(guestView.head?.robots).toBe("noindex,follow");

    const foreign = await renderer.render("loginPage", request({ returnTo: "//evil.example/" }));
    expect(foreign.state).toMatchObject({ view: "login", returnTo: null });
    expect(foreign.html).toContain("Mot de passe oublié ?");
    expect(foreign.html).not.toContain("evil.example");
  });

  it("carries the visitor's user in the store, so the browser does not ask again", async () => {
    const rendered = await renderer.render(
      "loginPage",
      fragmentRequest({ route: "login", path: "/de/login/", api: visitor(eva) }),
    );
    expect(rendered.html).toContain("Sie sind als Eva angemeldet.");
    const state = rendered.state as { store: { shopApi: { queries: Record<string, unknown> } } };
    expect(Object.keys(state.store.shopApi.queries)).toEqual(['user("de-de")']);
  });

  it("shows the new-password form for a link with a token, and says when the link has none", async () => {
    const withToken = await renderer.render(
      "newPasswordPage",
      fragmentRequest({
        language: "nl",
        country: "nl",
        route: "newPassword",
        query: { token: "abc_DEF-123" },
      }),
    );
    expect(withToken.state).toEqual({ token: "abc_DEF-123" });
    expect(withToken.html).toContain("Nieuw wachtwoord opslaan");
    const without = await renderer.render(
      "newPasswordPage",
      fragmentRequest({
        language: "nl",
        country: "nl",
        route: "newPassword",
        query: { token: "a b" },
      }),
    );
    expect(without.state).toEqual({ token: null });
    expect(without.html).toContain("Deze link is onvolledig.");
  });

  it("shows the account home with the customer's data and only the shop's own areas", async () => {
    const home = await renderer.render(
      "accountHome",
      fragmentRequest({ route: "accountHome", path: "/de/konto/", api: visitor(eva) }),
    );
    expect(home.html).toContain("Willkommen, Eva.");
    expect(home.html).toContain("eva@example.de");
    expect(home.html).toContain('href="/de/warenkorb/"');
    expect(home.html).not.toContain('href="/de/merkliste/"');
    const baby = await renderer.render(
      "accountHome",
      fragmentRequest({
        brand: "baby",
        route: "accountHome",
        path: "/de/konto/",
        api: visitor(eva),
      }),
    );
    expect(baby.html).toContain('href="/de/merkliste/"');
  });
});
