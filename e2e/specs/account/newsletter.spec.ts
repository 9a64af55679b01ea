import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "../basket/basket-pages.ts";
import { goodPassword, linkFromOutbox, uniqueEmail } from "./account-pages.ts";

test("newsletter: a French sign-up in the Belgian shop is confirmed in French, then the link is spent", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("lettre");
  await page.goto(onHost(baseURL, "be.localhost", "/fr/login/?view=register"));
  await waitForHydration(page);
  const form = page.locator("form");
  await form.getByLabel("Prénom", { exact: true }).fill("Lucie");
  await form.getByLabel("Nom", { exact: true }).fill("Lettre");
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel("Mot de passe", { exact: true }).fill(goodPassword);
  await form.getByLabel(/newsletter/).check();
  const signUp = page.waitForRequest("**/api/mcs/selfi/newsletter/?locale=fr-be");
  await form.getByRole("button", { name: "Créer mon compte client" }).click();
  await signUp;
  // Signed in, the page goes on by itself: the link is opened once it has left the form.
  await expect(page).not.toHaveURL(/\/login\//);

  // The mail is in the page's language (the Belgian shop's first language is Dutch).
  const link = await linkFromOutbox(email);
  expect(new URL(link).searchParams.get("locale")).toBe("fr-be");
  await page.goto(link);
  await expect(page).toHaveURL(/\/fr\/\?newsletter=confirmed$/);
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "newsletter" })).toHaveText(
    "Merci\u00a0! Votre inscription à la newsletter est confirmée.",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(link);
  await expect(page).toHaveURL(/\/fr\/\?newsletter=invalid$/);
  await expect(page.getByRole("status").filter({ hasText: "newsletter" })).toHaveText(
    "Ce lien de confirmation n’est plus valable. Veuillez vous inscrire à nouveau à la newsletter.",
  );
});
