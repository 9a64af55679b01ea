import { describe, expect, it } from "vitest";
import type { FragmentRenderer, User } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { AccountAddress, AccountBalance, AccountClient, MyData } from "./api/client.ts";

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
const visitor = (
  user: User,
  addresses: readonly AccountAddress[] = [],
  myData: MyData | null = null,
  balance: AccountBalance | null = null,
): AccountClient => ({
  currentUser: () => Promise.resolve(user),
  addresses: () => Promise.resolve(addresses),
  myData: () => Promise.resolve(myData),
  balance: () => Promise.resolve(balance),
});

describe("the account team's built fragment renderer", () => {
  it("renders every fragment per request (personal, never cached)", () => {
    expect(renderer.fragments.accountLink).toEqual({ personal: true, hydration: "interaction" });
    for (const name of [
      "loginPage",
      "newPasswordPage",
      "accountHome",
      "personalDataPage",
      "changePasswordPage",
      "addressBookPage",
      "deleteAccountPage",
      "myDataPage",
      "accountContactPage",
      "balancePage",
    ]) {
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

  it("tells how a newsletter confirmation link went, on the page it lands on", async () => {
    const home = (newsletter: string) =>
      renderer.render(
        "accountLink",
        fragmentRequest({
          language: "fr",
          country: "be",
          route: "home",
          path: "/fr/",
          query: { newsletter },
          api: visitor(anonymous),
        }),
      );
    const confirmed = await home("confirmed");
    expect(confirmed.html).toContain('role="status"');
    expect(confirmed.html).toContain("Votre inscription à la newsletter est confirmée.");
    expect((await home("invalid")).html).toContain("Ce lien de confirmation n’est plus valable.");
    expect((await home("anything")).html).not.toContain('role="status"');
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
    expect(home.html).toContain('href="/de/konto/persoenliche-daten/"');
    expect(home.html).toContain('href="/de/konto/passwort/"');
    expect(home.html).toContain('href="/de/konto/adressbuch/"');
    expect(home.html).toContain('href="/de/konto/loeschen/"');
    expect(home.html).toContain('href="/de/konto/meine-daten/"');
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

  it("shows the personal data form filled with the customer's data, without a password field", async () => {
    const page = await renderer.render(
      "personalDataPage",
      fragmentRequest({
        language: "fr",
        country: "be",
        route: "personalData",
        path: "/fr/compte/donnees-personnelles/",
        api: visitor(eva),
      }),
    );
    expect(page.head?.title).toBe("Données personnelles");
    expect(page.head?.robots).toBe("noindex,nofollow");
    expect(page.html).toContain('value="eva@example.de"');
    expect(page.html).toContain('value="Muster"');
    expect(page.html).not.toContain('type="password"');
    expect(JSON.stringify(page.state)).toContain("eva@example.de");
  });

  it("shows the change-password form with the current and the new password", async () => {
    const page = await renderer.render(
      "changePasswordPage",
      fragmentRequest({
        language: "nl",
        country: "nl",
        route: "changePassword",
        path: "/nl/account/paswoord/",
        api: visitor(eva),
      }),
    );
    expect(page.head?.title).toBe("Wachtwoord wijzigen");
    expect(page.html).toContain('autoComplete="current-password"');
    expect(page.html).toContain('autoComplete="new-password"');
  });

  it("shows the address book with the customer's addresses and their defaults", async () => {
    const address: AccountAddress = {
      id: "a1",
      salutation: "f",
      firstName: "Eva",
      lastName: "Muster",
      street: "Rue de la Loi",
      houseNumber: "16",
      postcode: "1000",
      city: "Bruxelles",
      country: "be",
      isDefaultShipping: true,
      isDefaultBilling: false,
    };
    const page = await renderer.render(
      "addressBookPage",
      fragmentRequest({
        language: "fr",
        country: "be",
        route: "addressBook",
        path: "/fr/compte/carnet-de-adresses/",
        api: visitor(eva, [address]),
      }),
    );
    expect(page.head?.title).toBe("Carnet d’adresses");
    expect(page.html).toContain("Rue de la Loi 16");
    expect(page.html).toContain("1000 Bruxelles");
    expect(page.html).toContain("Belgique");
    expect(page.html).toContain("Adresse de livraison par défaut");
    expect(page.html).toContain("Utiliser comme adresse de facturation par défaut");
    expect(JSON.stringify(page.state)).toContain("Rue de la Loi");
  });

  it("explains deleting the account and keeps the dialog closed on the server", async () => {
    const page = await renderer.render(
      "deleteAccountPage",
      fragmentRequest({ route: "deleteAccount", path: "/de/konto/loeschen/", api: visitor(eva) }),
    );
    expect(page.head?.title).toBe("Konto löschen");
    expect(page.html).toContain('aria-haspopup="dialog"');
    expect(page.html).not.toContain('type="password"');
  });

  it("shows everything stored about the customer, with the download", async () => {
    const data: MyData = {
      customer: {
        customerNo: "12345678",
        email: "eva@example.de",
        gender: "f",
        firstName: "Eva",
        lastName: "Muster",
        phone: null,
        birthDate: null,
        registeredAt: "2026-03-01T10:00:00.000Z",
        changedAt: "2026-03-01T10:00:00.000Z",
      },
      addresses: [],
      newsletterSignUps: [
        { shopId: "home-nl", signedUpAt: "2026-03-02T08:00:00Z", confirmedAt: null },
      ],
      contactMessages: [],
      balanceEntries: [],
    };
    const page = await renderer.render(
      "myDataPage",
      fragmentRequest({
        language: "nl",
        country: "nl",
        route: "myData",
        path: "/nl/account/mijn-data/",
        api: visitor(eva, [], data),
      }),
    );
    expect(page.head?.title).toBe("Mijn gegevens");
    expect(page.html).toContain('href="/api/user/my-data/?download=1"');
    expect(page.html).toContain("12345678");
    expect(page.html).toContain("1 maart 2026");
    expect(page.html).toContain("Ingeschreven op 2 maart 2026, nog niet bevestigd");
  });
});
