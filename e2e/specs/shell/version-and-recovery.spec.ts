import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { ownEdgePorts } from "../../fixtures/ports.ts";
import { startReleaseEdge, type ReleaseEdge, ownEdgeHookMs } from "../../fixtures/release-edge.ts";
import {
  bestsellerHeading,
  catalogueWithNewHeading,
} from "../../../edge/src/release/testing/derived-version.ts";

/** The document requests of a page (full loads and reloads), from now on. */
function documentRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      requests.push(request);
    }
  });
  return requests;
}

test.describe("new-version awareness", () => {
  test.describe.configure({ mode: "serial" });
  const heading = bestsellerHeading();
  const v2Heading = `${heading} – frisch freigegeben`;
  const scratch = path.join(os.tmpdir(), `shop-e2e-version-watch-${process.pid}`);
  let edge: ReleaseEdge;
  let v1 = "";
  let v2 = "";

  test.beforeAll(async () => {
    test.setTimeout(ownEdgeHookMs);
    const { built, derived } = await catalogueWithNewHeading(scratch, v2Heading);
    v1 = built.version;
    v2 = derived.version;
    edge = await startReleaseEdge(ownEdgePorts.versionWatch);
    for (const folder of [built.folder, derived.folder]) {
      const published = edge.release("publish", "mfe-catalog", "--from", folder);
      expect(published.status, published.output).toBe(0);
    }
  });

  test.afterAll(async () => {
    await edge.stop();
    await fs.rm(scratch, { recursive: true, force: true });
    await fs.rm(edge.env.SHOP_ARTEFACT_DIR ?? "", { recursive: true, force: true });
  });

  test("a version promoted while the tab is open comes with the next link, as a full load", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${edge.baseUrl}/de/suche/`);
    await waitForHydration(page);
    const navigation = page.locator('[data-fragment="mfe-catalog/categoryNavigation"]');
    await expect(navigation).toHaveAttribute("data-version", v1);
    await expect(page.locator("html")).not.toHaveAttribute("data-new-version", "true");

    const promoted = edge.release("promote", "mfe-catalog", v2, "--why", "e2e: version watch");
    expect(promoted.status, promoted.output).toBe(0);
    // The tab's next poll of builds/latest.json (once a minute) finds the new build.
    const meta = page.waitForResponse((response) => response.url().includes("/builds/meta/"));
    await page.clock.fastForward("01:05");
    expect((await meta).status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-new-version", "true");

    const documents = documentRequests(page);
    await page.locator("a.shop-logo").click();
    await expect(page).toHaveURL(`${edge.baseUrl}/de/`);
    await waitForHydration(page);
    expect(documents.map((request) => new URL(request.url()).pathname)).toEqual(["/de/"]);
    await expect(
      page.locator('[data-fragment="mfe-catalog/recommendationSlider"]').first(),
    ).toHaveAttribute("data-version", v2);
    await expect(page.getByRole("heading", { name: v2Heading })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe("chunk-failure recovery", () => {
  test("a chunk that fails once reloads the page, which keeps the typed search term and the dialog", async ({
    page,
  }) => {
    await page.goto("/de/suche/");
    await waitForHydration(page);
    // The category menu of a shop with one language starts when reached for (decision 0065).
    await page.getByRole("button", { name: "Kategorien" }).hover();
    await expect(page.locator('[data-fragment="mfe-catalog/categoryNavigation"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    const documents = documentRequests(page);

    // The first catalogue script asked for from now on (the category dialog's chunk) fails once.
    let blocked = "";
    await page.route("**/_mfe/mfe-catalog/**/*.js", (route) => {
      if (blocked) return route.continue();
      blocked = route.request().url();
      return route.abort("connectionreset");
    });
    const search = page.getByLabel("Suchen nach");
    await search.fill("Handtücher");
    await page.getByRole("button", { name: "Kategorien" }).click();

    // One recovery reload of the same page; the shopper's term and dialog are back.
    const dialog = page.getByRole("dialog", { name: "Nach Kategorie einkaufen" });
    await expect(dialog).toBeVisible();
    expect(blocked).toMatch(/\/_mfe\/mfe-catalog\/[0-9a-f]{12}\/.+\.js$/);
    expect(documents.map((request) => new URL(request.url()).pathname)).toEqual(["/de/suche/"]);
    await expect(search).toHaveValue("Handtücher");
    await expect(page.locator('[data-fragment="mfe-catalog/categoryNavigation"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // The dialog works as ever: Escape closes it and focus goes back to its button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Kategorien" })).toBeFocused();
  });
});
