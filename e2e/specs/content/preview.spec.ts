import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";

/** The development defaults of the content tokens (README; the test edge sets none). */
const publicToken = "shop-content-public-dev";
const previewToken = "shop-content-preview-dev";

/** The German home page's address as Storyblok's editor signs it (decision 0043). */
async function previewAddress(page: Page): Promise<string> {
  const answer = await page.request.get(`/content/v2/cdn/spaces/me?token=${publicToken}`);
  const spaceId = String(((await answer.json()) as { space: { id: number } }).space.id);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = createHash("sha1").update(`${spaceId}:${previewToken}:${timestamp}`).digest("hex");
  const query = new URLSearchParams({
    _storyblok: "1",
    "_storyblok_tk[space_id]": spaceId,
    "_storyblok_tk[timestamp]": timestamp,
    "_storyblok_tk[token]": token,
  });
  return `/de/?${query.toString()}`;
}

test.describe("the editor's preview", () => {
  test("loads the bridge only inside a frame, and the editor's input updates the page", async ({
    page,
  }) => {
    const bridgeLoads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/content/sbBridge.js") {
        bridgeLoads.push(request.frame().url());
      }
    });
    const address = await previewAddress(page);

    // Opened on its own, the preview shows the draft but loads no bridge.
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.locator(".cms-page")).toHaveAttribute("data-content-version", "draft");
    expect(bridgeLoads).toEqual([]);

    // Inside a frame (the editor's), the bridge loads and an edit shows at once.
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = "Vorschau";
      frame.id = "preview";
      document.body.append(frame);
    }, address);
    const preview = page.frameLocator("#preview");
    await expect(preview.locator(".cms-page")).toHaveAttribute("data-content-version", "draft");
    await expect.poll(() => bridgeLoads.length).toBe(1);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!frame) throw new Error("the preview frame is there");
    await waitForHydration(frame);
    await frame.waitForFunction(() => "StoryblokBridge" in window);
    await page.evaluate(() => {
      const target = (document.getElementById("preview") as HTMLIFrameElement).contentWindow;
      target?.postMessage(
        {
          action: "input",
          story: {
            uuid: "1",
            name: "Home",
            full_slug: "home",
            content: {
              component: "page",
              body: [{ _uid: "live", component: "hero", headline: "Live bearbeitet", text: "" }],
            },
          },
        },
        window.location.origin,
      );
    });
    await expect(preview.getByRole("heading", { name: "Live bearbeitet" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("the marker without a valid editor token shows the published page", async ({ page }) => {
    await page.goto("/de/?_storyblok=1&_storyblok_tk%5Btoken%5D=0000");
    await waitForHydration(page);
    await expect(page.locator(".cms-page")).not.toHaveAttribute("data-content-version", "draft");
    await expect(page.getByRole("region", { name: "Entdecken Sie unsere Räume" })).toBeVisible();
  });
});
