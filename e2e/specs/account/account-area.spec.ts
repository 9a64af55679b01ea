// The account area by keyboard alone (issue 17): one customer goes through every account page,
// in order, across three shops. One registration for all of them, so a run stays well within
// the registrations one client may make per hour (decision 0031).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "../basket/basket-pages.ts";
import { callFromPage, goodPassword, tabTo, uniqueEmail } from "./account-pages.ts";

test.describe.configure({ mode: "serial" });

/** The customer of the journeys; the pages change their email and password on the way. */
const customer = { email: uniqueEmail("kontobereich"), password: goodPassword };

/** Signs the page's browser in on a shop's host. */
async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const login = await callFromPage(page, "POST", "/api/user/auth/login/", customer);
  expect(login.status).toBe(200);
}

test("address book (fr-be): add, the postcode of the country, defaults, edit, delete", async ({
  page,
  baseURL,
}) => {
  const shop = (path: string) => onHost(baseURL, "be.localhost", path);
  await page.goto(shop("/fr/"));
  const registered = await callFromPage(page, "POST", "/api/user/auth/register/", {
    first_name: "Amélie",
    last_name: "Adresse",
    gender: "f",
    email: customer.email,
    register_password: customer.password,
    newsletter: false,
  });
  expect(registered.status).toBe(200);

  await page.goto(shop("/fr/compte/"));
  await waitForHydration(page);
  await tabTo(page, page.getByRole("link", { name: "Carnet d’adresses" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(shop("/fr/compte/carnet-de-adresses/"));
  await waitForHydration(page);
  await expect(page.getByText("Vous n’avez encore enregistré aucune adresse.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A new address: the form opens with focus on its heading.
  await tabTo(page, page.getByRole("button", { name: "Ajouter une adresse" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Nouvelle adresse" })).toBeFocused();
  await expect(page.getByLabel("Pays")).toHaveValue("be");
  const fill = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(text);
  };
  await fill("Prénom", "Amélie");
  await fill("Nom", "Adresse");
  await fill("Rue", "Rue de la Loi");
  await fill("Numéro", "16");
  await fill("Code postal", "10117");
  await fill("Ville", "Bruxelles");
  const save = page.getByRole("button", { name: "Enregistrer l’adresse" });
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  const postcode = page.getByLabel("Code postal");
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAccessibleDescription(
    "Veuillez saisir un code postal du pays choisi.",
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await fill("Code postal", "1000");
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: "carnet" });
  await expect(status).toHaveText("Votre carnet d’adresses est enregistré.");
  await expect(status).toBeFocused();
  const first = page.getByRole("article", { name: "Amélie Adresse" });
  await expect(first).toContainText("1000 Bruxelles");
  await expect(first).toContainText("Adresse de livraison par défaut");
  await expect(first).toContainText("Adresse de facturation par défaut");

  // A second address, in the Netherlands, made the billing default.
  await tabTo(page, page.getByRole("button", { name: "Ajouter une adresse" }));
  await page.keyboard.press("Enter");
  await fill("Prénom", "Bram");
  await fill("Nom", "Buur");
  await fill("Rue", "Damrak");
  await fill("Numéro", "1");
  await fill("Code postal", "1012 lg");
  await fill("Ville", "Amsterdam");
  await tabTo(page, page.getByLabel("Pays"));
  await page.keyboard.press("End");
  await expect(page.getByLabel("Pays")).toHaveValue("nl");
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  const second = page.getByRole("article", { name: "Bram Buur" });
  await expect(second).toContainText("1012 LG Amsterdam");
  await tabTo(
    page,
    second.getByRole("button", { name: "Utiliser comme adresse de facturation par défaut" }),
  );
  await page.keyboard.press("Enter");
  await expect(second).toContainText("Adresse de facturation par défaut");
  await expect(first).not.toContainText("Adresse de facturation par défaut");
  expect(await accessibilityViolations(page)).toEqual([]);

  // Edit the first, then delete it.
  await tabTo(page, first.getByRole("button", { name: "Modifier" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Modifier l’adresse" })).toBeFocused();
  await fill("Ville", "Bruxelles-Ville");
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(first).toContainText("1000 Bruxelles-Ville");
  await tabTo(page, first.getByRole("button", { name: "Supprimer" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "supprimée" })).toBeFocused();
  await expect(first).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("article")).toHaveCount(1);
});

test("my data (de-de): the overview and the JSON download", async ({ page }) => {
  await signIn(page, "/de/");
  await page.goto("/de/konto/");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("link", { name: "Meine Daten" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/konto\/meine-daten\/$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Meine Daten" })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText("Bram Buur, Damrak 1, 1012 LG Amsterdam")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const link = page.getByRole("link", { name: "Meine Daten herunterladen (JSON-Datei)" });
  await tabTo(page, link);
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, "utf8")) as {
    customer: { email: string };
    addresses: { city: string }[];
  };
  expect(data.customer.email).toBe(customer.email);
  expect(data.addresses.map((saved) => saved.city)).toEqual(["Amsterdam"]);
});

test("personal data (de-de): a new name, and a new email only with the password", async ({
  page,
}) => {
  await signIn(page, "/de/");
  // From the account home to the page.
  await page.goto("/de/konto/");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("link", { name: "Persönliche Daten" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/konto\/persoenliche-daten\/$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Persönliche Daten" })).toBeVisible();
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(customer.email);
  await expect(page.getByLabel("Aktuelles Passwort")).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A new first name and a new email: the current password is asked for.
  await tabTo(page, page.getByLabel("Vorname"));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Paulina");
  const newEmail = uniqueEmail("daten-neu");
  await tabTo(page, page.getByLabel("E-Mail-Adresse"));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(newEmail);
  const password = page.getByLabel("Aktuelles Passwort");
  await expect(password).toBeVisible();
  const submit = page.getByRole("button", { name: "Änderungen speichern" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/Dieses Feld ist ein Pflichtfeld\.$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A wrong password: the API's message, nothing changed.
  await page.keyboard.type("Falsches-Passwort-1");
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").first()).toHaveText("Das Passwort ist nicht korrekt.");
  await expect(password).toBeFocused();

  // The right one: saved, said, and kept.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(customer.password);
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  const saved = page.getByRole("status").filter({ hasText: "gespeichert" });
  await expect(saved).toHaveText("Ihre persönlichen Daten wurden gespeichert.");
  await expect(saved).toBeFocused();
  await expect(page.getByLabel("Aktuelles Passwort")).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Vorname")).toHaveValue("Paulina");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(newEmail);
  await expect(page.getByRole("button", { name: "Hallo Paulina" })).toBeVisible();
  customer.email = newEmail;
});

test("change password (nl-nl, baby brand): the rules, the leak check, other sessions end", async ({
  page,
  browser,
  baseURL,
}) => {
  const shop = (path: string) => onHost(baseURL, "nl.baby.localhost", path);
  const newPassword = "Nieuwe-Morgen-2025";
  await signIn(page, shop("/nl/"));
  // The same customer signed in on another device.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, shop("/nl/"));

  await page.goto(shop("/nl/account/"));
  await waitForHydration(page);
  await tabTo(page, page.getByRole("link", { name: "Wachtwoord wijzigen" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(shop("/nl/account/paswoord/"));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord wijzigen" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // An empty form: the first field gets focus with its error.
  const submit = page.getByRole("button", { name: "Wachtwoord wijzigen" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  const current = page.getByLabel("Huidig wachtwoord");
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription("Dit veld is verplicht.");
  expect(await accessibilityViolations(page)).toEqual([]);

  // A leaked new password is refused before it is sent.
  await page.keyboard.type(customer.password);
  const fresh = page.getByLabel("Nieuw wachtwoord", { exact: true });
  await tabTo(page, fresh);
  await page.keyboard.type("Passwort1234");
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(fresh).toBeFocused();
  await expect(page.getByText(/bekende datalekken/)).toBeVisible();

  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(newPassword);
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ hasText: "opgeslagen" });
  await expect(done).toHaveText(
    "Uw nieuwe wachtwoord is opgeslagen. Op al uw andere apparaten bent u uitgelogd.",
  );
  await expect(done).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Still signed in here; signed out on the other device.
  const here = await callFromPage(page, "GET", "/api/user/");
  expect(here.json).toMatchObject({ loggedIn: true });
  const there = await callFromPage(other, "GET", "/api/user/");
  expect(there.json).toMatchObject({ loggedIn: false });
  await elsewhere.close();
  customer.password = newPassword;
});

test("delete account (de-de): the dialog, the password, then goodbye", async ({ page }) => {
  await signIn(page, "/de/");
  await page.goto("/de/konto/");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("link", { name: "Konto löschen" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/konto\/loeschen\/$/);
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The dialog opens and closes by keyboard; focus comes back to its button.
  const opener = page.getByRole("button", { name: "Mein Konto löschen …" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ihr Konto endgültig löschen?" });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The password first: missing, then wrong, then right.
  await page.keyboard.press("Enter");
  const confirm = dialog.getByRole("button", { name: "Mein Konto löschen" });
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");
  const password = dialog.getByLabel("Passwort");
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription("Dieses Feld ist ein Pflichtfeld.");
  await page.keyboard.type("Falsches-Passwort-1");
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert").first()).toHaveText("Das Passwort ist nicht korrekt.");
  await password.press("ControlOrMeta+A");
  await page.keyboard.type(customer.password);
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/de\/\?redirect=goodbye$/);
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "gelöscht" })).toHaveText(
    "Ihr Konto wurde gelöscht.",
  );
  await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  const login = await page.request.post("/api/user/auth/login/?locale=de-de", {
    data: customer,
  });
  expect(login.status()).toBe(401);
});
