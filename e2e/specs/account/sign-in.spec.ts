import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { watchConsole, waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "../basket/basket-pages.ts";
import { goodPassword, keepDataLayer, trackedEvents, uniqueEmail } from "./account-pages.ts";

/** One shop's words for the journey: register, log out, log in. */
interface ShopWords {
  readonly host: string;
  readonly language: string;
  readonly newCustomer: string;
  readonly salutation: string;
  readonly ms: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly register: string;
  readonly accountHome: string;
  readonly accountTitle: string;
  readonly welcome: string;
  readonly greeting: string;
  readonly logout: string;
  readonly signIn: string;
}

const shops: readonly ShopWords[] = [
  {
    host: "localhost",
    language: "de",
    newCustomer: "Neukunde",
    salutation: "Anrede",
    ms: "Frau",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    password: "Passwort",
    register: "Kundenkonto anlegen",
    accountHome: "/de/konto/",
    accountTitle: "Mein Konto",
    welcome: "Willkommen, Eva.",
    greeting: "Hallo Eva",
    logout: "Abmelden",
    signIn: "Anmelden",
  },
  {
    host: "be.baby.localhost",
    language: "fr",
    newCustomer: "Nouveau client",
    salutation: "Civilité",
    ms: "Madame",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    password: "Mot de passe",
    register: "Créer mon compte client",
    accountHome: "/fr/compte/",
    accountTitle: "Mon compte",
    welcome: "Bienvenue, Eva.",
    greeting: "Bonjour Eva",
    logout: "Se déconnecter",
    signIn: "Se connecter",
  },
  {
    host: "nl.baby.localhost",
    language: "nl",
    newCustomer: "Nieuwe klant",
    salutation: "Aanhef",
    ms: "Mevrouw",
    firstName: "Voornaam",
    lastName: "Achternaam",
    email: "E-mailadres",
    password: "Wachtwoord",
    register: "Klantaccount aanmaken",
    accountHome: "/nl/account/",
    accountTitle: "Mijn account",
    welcome: "Welkom, Eva.",
    greeting: "Hallo Eva",
    logout: "Uitloggen",
    signIn: "Inloggen",
  },
];

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The header's account entry. */
const header = (page: Page) => page.locator('[data-fragment="mfe-account/accountLink"]');

for (const words of shops) {
  test(`register, log out and log in again on ${words.host}/${words.language}/`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await keepDataLayer(page);
    const email = uniqueEmail(`konto-${words.language}`);

    // Register from the header's sign-in link.
    await open(page, onHost(baseURL, words.host, `/${words.language}/`));
    await header(page).getByRole("link", { name: words.signIn }).click();
    await waitForHydration(page);
    await page.getByRole("link", { name: words.newCustomer }).click();
    const form = page.locator("form");
    await expect(form.getByRole("group", { name: words.salutation })).toBeVisible();
    await expect(form.getByLabel(words.ms)).toBeChecked();
    await form.getByLabel(words.firstName, { exact: true }).fill("Eva");
    await form.getByLabel(words.lastName, { exact: true }).fill("Muster");
    await form.getByLabel(words.email).fill(email.toUpperCase());
    await form.getByLabel(words.password, { exact: true }).fill(goodPassword);
    await form.getByRole("button", { name: words.register }).click();

    // Back where the shopper came from: the shop's home, now signed in.
    await expect(page).toHaveURL(onHost(baseURL, words.host, `/${words.language}/`));
    await waitForHydration(page);
    expect(await trackedEvents(page)).toContain("frontend_auth_register");
    const greeting = header(page).getByRole("button", { name: words.greeting });
    await expect(greeting).toHaveAttribute("aria-expanded", "false");

    // The account home, from the account menu.
    await greeting.click();
    await header(page).getByRole("link", { name: words.accountTitle }).click();
    await expect(page).toHaveURL(onHost(baseURL, words.host, words.accountHome));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: words.accountTitle })).toBeVisible();
    await expect(page.getByText(words.welcome)).toBeVisible();
    await expect(page.getByText(email.toLowerCase())).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Log out: home, and the header offers the sign-in again.
    await header(page).getByRole("button", { name: words.greeting }).click();
    await header(page).getByRole("button", { name: words.logout }).click();
    await expect(page).toHaveURL(onHost(baseURL, words.host, `/${words.language}/`));
    await waitForHydration(page);
    await expect(header(page).getByRole("link", { name: words.signIn })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userId"))).toBeNull();
    await open(page, onHost(baseURL, words.host, words.accountHome));
    await expect(page).toHaveURL(/\/login\/\?returnTo=/);

    // Log in: back to the account page that asked for it.
    await waitForHydration(page);
    const login = page.locator("form");
    await login.getByLabel(words.email).fill(email);
    await login.getByLabel(words.password, { exact: true }).fill(goodPassword);
    await login.getByRole("button", { name: words.signIn }).click();
    await expect(page).toHaveURL(onHost(baseURL, words.host, words.accountHome));
    await expect(page.getByText(words.welcome)).toBeVisible();
    expect(await trackedEvents(page)).toContain("frontend_auth_login");
    expect(problems).toEqual([]);
  });
}

test("a guest goes back to where the checkout's login was asked for", async ({ page }) => {
  await keepDataLayer(page);
  await open(page, `/de/login/?view=guest&returnTo=${encodeURIComponent("/de/warenkorb/")}`);
  await expect(
    page.locator('[data-fragment="mfe-account/loginPage"]').getByRole("heading", { level: 2 }),
  ).toHaveText("Als Gast bestellen, ohne Kundenkonto");
  expect(await accessibilityViolations(page)).toEqual([]);
  const form = page.locator("form");
  await form.getByLabel("Herr").check();
  await form.getByLabel("Vorname").fill("Gustav");
  await form.getByLabel("Nachname").fill("Gast");
  await form.getByLabel("E-Mail-Adresse").fill(uniqueEmail("gast"));
  const newsletter = page.waitForRequest("**/api/mcs/selfi/newsletter/?locale=de-de");
  await form.getByLabel(/Newsletter/).check();
  await form.getByRole("button", { name: "Als Gast fortfahren" }).click();
  const signUp = (await newsletter).postDataJSON() as Record<string, unknown>;
  expect(signUp).toMatchObject({ salutation: 0, firstName: "Gustav", shopId: "home-de" });
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/);
  expect(await trackedEvents(page)).toContain("frontend_auth_guest");
  // A guest has no account area: the menu offers logout only.
  await waitForHydration(page);
  await header(page).getByRole("button", { name: "Hallo Gustav" }).click();
  await expect(header(page).getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Mein Konto" })).toHaveCount(0);
});

test("a foreign returnTo is ignored", async ({ page }) => {
  await open(page, `/de/login/?returnTo=${encodeURIComponent("//evil.example/")}`);
  await expect(page.getByRole("link", { name: "Neukunde" })).toHaveAttribute(
    "href",
    "?view=register",
  );
});
