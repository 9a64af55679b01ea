import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { goodPassword, tabTo, uniqueEmail } from "./account-pages.ts";

test("the login page by keyboard alone: sections, errors, the password guide, registration", async ({
  page,
}) => {
  await page.goto("/de/login/");
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The registration section, chosen by keyboard: focus moves to its heading.
  await tabTo(page, page.getByRole("link", { name: "Neukunde" }));
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 2, name: "Kundenkonto anlegen" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\?view=register$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // An empty form: the errors are announced and the first invalid field gets focus.
  const submit = page.getByRole("button", { name: "Kundenkonto anlegen" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  const firstName = page.getByLabel("Vorname");
  await expect(firstName).toBeFocused();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Bitte prüfen Sie die markierten Felder.",
  );
  await expect(firstName).toHaveAccessibleDescription("Dieses Feld ist ein Pflichtfeld.");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.type("Karla");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Tastatur");
  await page.keyboard.press("Tab");
  await page.keyboard.type(uniqueEmail("tastatur"));
  await page.keyboard.press("Tab");
  await page.keyboard.type(goodPassword);

  // The password guide: opened and closed by keyboard, focus back on its button.
  const guide = page.getByRole("button", { name: "Was macht ein gutes Passwort aus?" });
  await tabTo(page, guide);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ihr Passwort" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("10 bis 30 Zeichen");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(guide).toBeFocused();

  await tabTo(page, page.getByLabel(/Newsletter/));
  await page.keyboard.press("Space");
  await expect(page.getByLabel(/Newsletter/)).toBeChecked();
  const newsletter = page.waitForRequest("**/api/mcs/selfi/newsletter/?locale=de-de");
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await newsletter;
  await expect(page).toHaveURL(/\/de\/konto\/$/);
  await waitForHydration(page);

  // The account menu by keyboard: open, Escape closes and keeps focus on its button.
  const menu = page.getByRole("button", { name: "Hallo Karla" });
  await tabTo(page, menu);
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
});
