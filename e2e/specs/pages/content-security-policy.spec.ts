import { expect, test } from "@playwright/test";
import { cspViolations, waitForHydration, watchCspViolations } from "../../fixtures/page-watch.ts";
import { buyableProductPage } from "../../fixtures/product-path.ts";

test.describe("the page's own Content Security Policy", () => {
  test("blocks nothing on the home, product, listing, search, basket and content pages", async ({
    page,
    request,
  }) => {
    const violations = await watchCspViolations(page);
    const visited: string[] = [];
    const visit = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["content-security-policy"], path).toContain("style-src 'self'");
      await waitForHydration(page);
      visited.push(path);
    };

    await visit("/de/");
    const product = await buyableProductPage(request, "localhost", "de-de");
    await visit(product.path);
    // A basket with a line, so the basket page renders its line card.
    await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();
    await expect(page.getByTestId("mini-basket-count")).toHaveText("1");
    await visit("/de/kueche/tischdecken/");
    await expect(page.locator(".cat-listing .cat-card").first()).toBeVisible();
    await visit("/de/suche/?q=Handtuch");
    await visit("/de/warenkorb/");
    await expect(page.getByTestId("basket-line")).toHaveCount(1);
    await visit("/de/kueche/");
    await expect(page.locator('[data-fragment="mfe-cms/contentPage"]')).toBeVisible();

    expect(visited).toHaveLength(6);
    expect(await cspViolations(page, violations)).toEqual([]);
  });

  test("is reported when server markup carries a style attribute (the watch itself works)", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.route("**/de/", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      const html = (await response.text()).replace("<body", '<body style="outline:1px solid red"');
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.goto("/de/");
    await waitForHydration(page);
    expect((await cspViolations(page, violations)).join("\n")).toContain("style-src");
  });
});
