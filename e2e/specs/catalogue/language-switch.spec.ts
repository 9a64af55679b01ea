import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";
import { productPath } from "../../fixtures/product-path.ts";
import { onHost } from "../../fixtures/hosts.ts";

test.describe("language switch", () => {
  test("leads from a Belgian product page to the same product in Dutch and back, by keyboard", async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const french = await productPath(request, "be.localhost", "fr-be", "1000004");
    const dutch = await productPath(request, "be.localhost", "nl-be", "1000004");
    await page.goto(onHost(baseURL, "be.localhost", french.path));
    await waitForHydration(page);

    const languages = page.getByRole("navigation", { name: "Langue" });
    await expect(languages.getByRole("link", { name: "Français" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const toDutch = languages.getByRole("link", { name: "Nederlands" });
    await expect(toDutch).toHaveAttribute("href", encodeURI(dutch.path));
    expect(await accessibilityViolations(page)).toEqual([]);

    await toDutch.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(onHost(baseURL, "be.localhost", encodeURI(dutch.path)));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutch.name);
    const back = page.getByRole("navigation", { name: "Taal" }).getByRole("link", {
      name: "Français",
    });
    await expect(back).toHaveAttribute("href", encodeURI(french.path));
    expect(problems).toEqual([]);
  });

  test("leads from a Belgian category page to the same category in Dutch", async ({
    page,
    request,
    baseURL,
  }) => {
    const subcategory = async (locale: string) => {
      const response = await request.get(`/api/shop/navigation/?locale=${locale}`, {
        headers: { host: "be.localhost" },
      });
      const { nodes } = (await response.json()) as {
        nodes: { link: string; children?: { link: string }[] }[];
      };
      return nodes[1]?.children?.[0]?.link ?? "";
    };
    const [french, dutch] = [await subcategory("fr-be"), await subcategory("nl-be")];
    await page.goto(onHost(baseURL, "be.localhost", french));
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Langue" })
      .getByRole("link", { name: "Nederlands" })
      .click();
    await expect(page).toHaveURL(onHost(baseURL, "be.localhost", encodeURI(dutch)));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  });

  test("leads from the Swiss German home page to the French one", async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, "ch.localhost", "/de/"));
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Sprache" })
      .getByRole("link", { name: "Français" })
      .click();
    await expect(page).toHaveURL(onHost(baseURL, "ch.localhost", "/fr/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  });

  test("is not offered in a shop with one language", async ({ page }) => {
    await page.goto("/de/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Sprache" })).toHaveCount(0);
  });
});
