import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { goodPassword, linkFromOutbox, uniqueEmail } from "./account-pages.ts";

test("forgot password: the e-mailed link, a new password, and a login with it", async ({
  page,
}) => {
  const email = uniqueEmail("reset");
  const registered = await page.request.post("/api/user/auth/register/?locale=de-de", {
    data: {
      first_name: "Rita",
      last_name: "Reset",
      gender: "f",
      email,
      register_password: goodPassword,
      newsletter: false,
    },
  });
  expect(registered.status()).toBe(200);
  await page.context().clearCookies();

  // The forgot-password dialog on the login page.
  await page.goto("/de/login/");
  await waitForHydration(page);
  const opener = page.getByRole("button", { name: "Passwort vergessen?" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Link senden" }).click();
  await expect(dialog.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.")).toBeVisible();
  await expect(dialog.getByLabel("E-Mail-Adresse")).toBeFocused();
  await dialog.getByLabel("E-Mail-Adresse").fill(email);
  await dialog.getByRole("button", { name: "Link senden" }).click();
  await expect(dialog.getByRole("status")).toContainText(
    `Falls es für ${email} ein Kundenkonto gibt`,
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The link from the outbox opens the new-password page.
  const link = await linkFromOutbox(email);
  expect(new URL(link).pathname).toBe("/de/konto/neues-passwort/");
  await page.goto(link);
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Neues Passwort festlegen" }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The rules first, then a leaked password, then a good one.
  const field = page.getByLabel("Neues Passwort", { exact: true });
  await field.fill("kurz");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(field).toBeFocused();
  await expect(page.getByText("Das Passwort braucht mindestens 10 Zeichen.")).toBeVisible();
  await expect(
    page.getByText("Das Passwort braucht mindestens einen Großbuchstaben."),
  ).toBeVisible();
  await field.fill("Passwort1234");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByText(/aus Datenlecks bekannt/)).toBeVisible();
  const newPassword = "Neuer-Morgen-2025";
  await field.fill(newPassword);
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByRole("status")).toContainText("Ihr neues Passwort ist gespeichert.");

  // The old password no longer works; the new one does.
  await page.getByRole("link", { name: "Jetzt anmelden" }).click();
  await waitForHydration(page);
  const login = page.locator(".acc-login form");
  await login.getByLabel("E-Mail-Adresse").fill(email);
  await login.getByLabel("Passwort", { exact: true }).fill(goodPassword);
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "E-Mail-Adresse oder Passwort ist nicht korrekt.",
  );
  await login.getByLabel("Passwort", { exact: true }).fill(newPassword);
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/de\/konto\/$/);
  await expect(page.getByText("Willkommen, Rita.")).toBeVisible();

  // A used link is spent.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("Noch-ein-Morgen-2026");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("Dieser Link ist nicht mehr gültig.");
});
