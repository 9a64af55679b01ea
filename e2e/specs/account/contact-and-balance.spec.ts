// The account's contact form, balance page and the checkout sign-in's "Continue as guest"
// (issue 17, decision 0040), by keyboard alone with axe on every page. The shipped shop config
// has the prefill and the guest button off everywhere, so an edge of this file's own serves a
// copy with both on for the home brand's German shop.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { dataDir } from "../../fixtures/data-dir.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { startReleaseEdge, type ReleaseEdge, ownEdgeHookMs } from "../../fixtures/release-edge.ts";
import { onHost } from "../basket/basket-pages.ts";
import { subjectFromOutbox } from "../checkout/checkout-pages.ts";
import {
  callFromPage,
  goodPassword,
  registerFromPage,
  tabTo,
  uniqueEmail,
} from "./account-pages.ts";
import { ownEdgePorts } from "../../fixtures/ports.ts";

// Registrations of this file count in a bucket of their own (decision 0031).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.140" } });
test.describe.configure({ mode: "serial" });

/** Registers a new customer from the page's shop and answers their e-mail address. */
async function register(page: Page, url: string, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto(url);
  await registerFromPage(page, email, { first: "Karla", last: "Kontakt" });
  return email;
}

/** Focuses a field by Tab, selects what it holds and types over it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test("contact form (de-de): refused empty, sent by keyboard, confirmed on the page and by e-mail", async ({
  page,
}) => {
  const email = await register(page, "/de/", "kontaktformular");
  await page.goto("/de/konto/");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Kontakt", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/konto\/kontakt\/$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
  // This shop does not prefill (contactFormPrefill off).
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  expect(await accessibilityViolations(page)).toEqual([]);

  const send = page.getByRole("button", { name: "Nachricht senden" });
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const topic = page.getByLabel("Thema");
  await expect(topic).toBeFocused();
  await expect(page.getByRole("alert")).toHaveText("Bitte prüfen Sie die markierten Felder.");
  expect(await accessibilityViolations(page)).toEqual([]);

  // A closed list takes typed letters: "Lieferung".
  await page.keyboard.type("Lief");
  await expect(topic).toHaveValue("delivery");
  await typeInto(page, "Bestellnummer (optional)", "WF-10042");
  await typeInto(page, "Name", "Karla Kontakt");
  await typeInto(page, "E-Mail-Adresse", email);
  await typeInto(page, "Betreff", "Wo bleibt meine Lieferung?");
  await typeInto(page, "Ihre Nachricht", "Guten Tag, meine Bestellung ist noch nicht da.");
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("status").filter({ hasText: "Nachricht wurde gesendet" });
  await expect(confirmation).toBeFocused();
  await expect(page.getByLabel("Betreff")).toHaveValue("");
  expect(await accessibilityViolations(page)).toEqual([]);

  await expect
    .poll(() => subjectFromOutbox(email), { timeout: 15_000 })
    .toBe("Wir haben Ihre Nachricht erhalten – Wohnfein");
});

test("balance (de-de): 0,00 € and a friendly text for a new customer; none in the baby brand", async ({
  page,
  baseURL,
}) => {
  const email = await register(page, "/de/", "guthaben");
  await page.goto("/de/konto/");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Gutscheine und Guthaben" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/konto\/balance\/$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gutscheine und Guthaben");
  await expect(page.locator("dd")).toHaveText(["0,00\u00a0€", "0,00\u00a0€"]);
  await expect(
    page.getByText("Sie haben noch kein Gutschein- oder sonstiges Guthaben."),
  ).toBeVisible();
  await tabTo(page, page.getByRole("link", { name: "Zurück zu meinem Konto" }));
  expect(await accessibilityViolations(page)).toEqual([]);

  // The baby brand has no balance (accountBalance off): no entry, and the page is not found.
  const baby = (path: string) => onHost(baseURL, "de.baby.localhost", path);
  await page.goto(baby("/de/"));
  const login = await callFromPage(page, "POST", "/api/user/auth/login/", {
    email,
    password: goodPassword,
  });
  expect(login.status).toBe(200);
  await page.goto(baby("/de/konto/"));
  await expect(
    page.getByRole("main").getByRole("link", { name: "Kontakt", exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Gutscheine und Guthaben" }),
  ).toHaveCount(0);
  const missing = await page.goto(baby("/de/konto/balance/"));
  expect(missing?.status()).toBe(404);
});

test("the checkout's login (de-de) has no guest button where the option is off", async ({
  page,
}) => {
  await page.goto("/de/kasse/login/?view=login");
  await waitForHydration(page);
  await expect(
    page.locator('[data-fragment="mfe-account/loginPage"]').getByRole("heading", { level: 2 }),
  ).toHaveText("Mit Ihrem Kundenkonto anmelden");
  await expect(page.getByRole("link", { name: "Als Gast fortfahren" })).toHaveCount(0);
});

test.describe("with contactFormPrefill and checkoutLoginGoToGuestBtn on", () => {
  let edge: ReleaseEdge | undefined;
  const port = ownEdgePorts.shopOptions;

  test.beforeAll(async () => {
    test.setTimeout(ownEdgeHookMs);
    const folder = dataDir("account-options");
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const shipped = path.resolve(import.meta.dirname, "../../../edge/config/shops.json");
    const config = JSON.parse(readFileSync(shipped, "utf8")) as {
      brands: { home: { shops: { de: { options: { de: Record<string, unknown> } } } } };
    };
    Object.assign(config.brands.home.shops.de.options.de, {
      contactFormPrefill: true,
      checkoutLoginGoToGuestBtn: true,
    });
    const file = path.join(folder, "shops.json");
    writeFileSync(file, JSON.stringify(config));
    edge = await startReleaseEdge(port, {
      SHOP_CONFIG_FILE: file,
      SHOP_DATA_DIR: path.join(folder, "db"),
      SHOP_TRUSTED_PROXIES: "127.0.0.1 ::1 ::ffff:127.0.0.1",
    });
  });

  test.afterAll(async () => {
    await edge?.stop();
  });

  test("Continue as guest switches to the guest view, keeping returnTo", async ({ page }) => {
    const base = edge?.baseUrl ?? "";
    await page.goto(`${base}/de/kasse/login/?returnTo=${encodeURIComponent("/de/kasse/")}`);
    await waitForHydration(page);
    // The shop shows the guest view first; the sign-in view has the way back to it.
    await tabTo(page, page.getByRole("link", { name: "Anmelden", exact: true }));
    await page.keyboard.press("Enter");
    const heading = page
      .locator('[data-fragment="mfe-account/loginPage"]')
      .getByRole("heading", { level: 2 });
    await expect(heading).toHaveText("Mit Ihrem Kundenkonto anmelden");
    const goToGuest = page.getByRole("link", { name: "Als Gast fortfahren" });
    expect(await accessibilityViolations(page)).toEqual([]);
    await tabTo(page, goToGuest);
    await page.keyboard.press("Enter");
    await expect(heading).toHaveText("Als Gast bestellen, ohne Kundenkonto");
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/\?view=guest&returnTo=%2Fde%2Fkasse%2F$/);
    await expect(goToGuest).toHaveCount(0);
  });

  test("the contact form starts with the customer's name and e-mail", async ({ page }) => {
    const base = edge?.baseUrl ?? "";
    const email = await register(page, `${base}/de/`, "vorbelegt");
    await page.goto(`${base}/de/konto/kontakt/`);
    await waitForHydration(page);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Karla Kontakt");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
