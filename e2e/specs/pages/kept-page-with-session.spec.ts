import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { watchConsole } from "../../fixtures/page-watch.ts";
import { registerFromPage, uniqueEmail } from "../account/account-pages.ts";
import { addFromProductCard, closeLayer, miniBasketCount, open } from "../basket/basket-pages.ts";

// A visitor with a session gets the page kept for every visitor; its header fills the visitor's
// own basket and name in the browser (issue 24 goal 1, decision 0059).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.159" } });

test("a signed-in shopper with a basket gets the kept home page, and the header shows their name and count", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, "/de/");
  await addFromProductCard(page, /in den Warenkorb legen/);
  await closeLayer(page, "Weiter einkaufen");
  await expect(miniBasketCount(page)).toHaveText("1");
  // Registering takes the basket into the account.
  await registerFromPage(page, uniqueEmail("kept.page"), { first: "Kerstin", last: "Kept" });
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("personal-state");

  const response = await page.goto("/de/");
  expect(response?.headers()["x-document-cache"]).toMatch(/^(hit|miss)$/);
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("Kerstin");
  expect(html).toContain('data-testid="mini-basket-count">0<');

  const header = page.locator('[data-fragment="mfe-account/accountLink"]');
  await expect(header.getByRole("button", { name: "Hallo Kerstin" })).toBeVisible();
  await expect(miniBasketCount(page)).toHaveText("1");
  await expect(page.getByRole("link", { name: /Warenkorb, 1 Artikel/ })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Logged out, the marker goes with the session: the kept page asks for nothing. The header
  // shows the shopper signed out before the logout call answers (core spec point 4), so the
  // cookies are read once its answer is in.
  await header.getByRole("button", { name: "Hallo Kerstin" }).click();
  const loggedOut = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.startsWith("/api/user/auth/logout/"),
  );
  await header.getByRole("button", { name: "Abmelden" }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(header.getByRole("link", { name: "Anmelden" })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "personal-state",
  );
  expect(problems).toEqual([]);
});
