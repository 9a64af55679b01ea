import { expect, test } from "@playwright/test";
import { brokenBaseUrl } from "../../playwright.config.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";

const fallbackText = "Dieser Bereich ist gerade nicht verfügbar.";

test.describe("fault isolation", () => {
  test("a slice that cannot load in the browser falls back alone; the others stay interactive", async ({
    page,
    request,
  }) => {
    await page.route("**/_mfe/mfe-catalog/**", (route) => route.abort("connectionrefused"));
    await page.goto("/de/");

    const slider = page.locator('[data-fragment="mfe-catalog/recommendationSlider"]');
    await expect(slider).toHaveAttribute("data-status", "fallback");
    await expect(slider).toHaveText(fallbackText);

    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(banner).toBeHidden();

    await expect
      .poll(async () => {
        const counts = (await (
          await request.get("/api/telemetry/fragment-errors")
        ).json()) as Record<string, { load?: number }>;
        return Object.entries(counts).some(
          ([slice, phases]) => slice.startsWith("mfe-catalog@") && (phases.load ?? 0) > 0,
        );
      })
      .toBe(true);
  });

  test("a server renderer that throws gives its fallback; the page is still 200 and hydrates", async ({
    page,
  }) => {
    const response = await page.goto(`${brokenBaseUrl}/de/`);
    expect(response?.status()).toBe(200);

    const slider = page.locator('[data-fragment="mfe-catalog/recommendationSlider"]');
    await expect(slider).toHaveAttribute("data-status", "fallback");
    await expect(slider).toHaveText(fallbackText);

    await waitForHydration(page);
    await expect(page.locator('[data-fragment="mfe-cms/contentPage"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schönes für jeden Tag");
  });
});
