import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";
import { buyableProductPage, productPath } from "../../fixtures/product-path.ts";
import { onHost } from "../../fixtures/hosts.ts";

const pages = [
  ["content page, German", "localhost", "/de/kueche/", "Alles für die Küche"],
  ["content page, Dutch, baby brand", "nl.baby.localhost", "/nl/verzorging/", "Zachte verzorging"],
  [
    "not-found page, Dutch",
    "be.localhost",
    "/nl/bestaat-niet/",
    "Pagina niet gevonden: /nl/bestaat-niet/",
  ],
] as const;

for (const [name, host, path, heading] of pages) {
  test(`${name}: hydrates without a warning and has no accessibility violations`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await page.goto(onHost(baseURL, host, path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes("404 (Not Found)"))).toEqual([]);
  });
}

test("product page, French: hydrates without a warning and has no accessibility violations", async ({
  page,
  baseURL,
  request,
}) => {
  const product = await productPath(request, "fr.localhost", "fr-fr", "1000000");
  const problems = watchConsole(page);
  await page.goto(onHost(baseURL, "fr.localhost", product.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("the product page's add to basket updates the mini-basket", async ({
  page,
  baseURL,
  request,
}) => {
  const product = await buyableProductPage(request, "localhost", "de-de");
  await page.goto(onHost(baseURL, "localhost", product.path));
  await waitForHydration(page);
  await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  await expect(page.getByTestId("mini-basket-count")).toHaveText("1");
});

test("an old address lands on its page through the redirect rules", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "localhost", "/de/shop/K%C3%BCche"));
  expect(new URL(page.url()).pathname).toBe("/de/kueche/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alles für die Küche");
});
