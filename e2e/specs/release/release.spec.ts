import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import {
  releaseAdminToken,
  startReleaseEdge,
  type ReleaseEdge,
  ownEdgeHookMs,
} from "../../fixtures/release-edge.ts";
import {
  bestsellerHeading,
  builtVersionFolder,
  catalogueWithNewHeading,
} from "../../../edge/src/release/testing/derived-version.ts";
import { scratchSliceDist } from "../../../edge/src/release/testing/slice-dist.ts";
import { ownEdgePorts } from "../../fixtures/ports.ts";

const port = ownEdgePorts.release;
const heading = bestsellerHeading();
const v2Heading = `${heading} – jetzt neu`;
const scratch = path.join(os.tmpdir(), `shop-e2e-release-scratch-${process.pid}`);
let edge: ReleaseEdge;
let catalogue: Awaited<ReturnType<typeof scratchSliceDist>>;
let v1 = "";
let v2 = "";
let v2Folder = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(ownEdgeHookMs);
  const { built, derived } = await catalogueWithNewHeading(scratch, v2Heading);
  v1 = built.version;
  v2 = derived.version;
  v2Folder = derived.folder;
  // The catalogue's build folder of this run, so a rebuild can happen without touching the real one.
  catalogue = await scratchSliceDist(path.join(scratch, "dist"), built.folder);
  edge = await startReleaseEdge(port, { SHOP_SLICE_DIST_MFE_CATALOG: catalogue.dist });
  const published = edge.release("publish", "mfe-catalog", "--from", built.folder);
  expect(published.status, published.output).toBe(0);
});

test.afterAll(async () => {
  await edge.stop();
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.rm(edge.env.SHOP_ARTEFACT_DIR ?? "", { recursive: true, force: true });
});

const slider = (page: Page) => page.locator('[data-fragment="mfe-catalog/recommendationSlider"]');

test("a published rebuild stays unreleased; promote shows it on the next load and rollback brings the first version back", async ({
  page,
}) => {
  await page.goto(`${edge.baseUrl}/de/`);
  await expect(slider(page)).toHaveAttribute("data-version", v1);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();

  // The catalogue team changes its German heading, rebuilds and publishes (issue 15).
  await catalogue.build(v2Folder);
  const published = edge.release("publish", "mfe-catalog", "--from", v2Folder);
  expect(published.status, published.output).toBe(0);
  expect(published.output).toContain(`npm run release -- promote mfe-catalog ${v2}`);
  // Past the edge's one-second look at the build folder: shoppers still get the live version.
  await page.waitForTimeout(1500);
  await page.reload();
  await waitForHydration(page);
  await expect(slider(page)).toHaveAttribute("data-version", v1);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: v2Heading })).toHaveCount(0);

  const promoted = edge.release("promote", "mfe-catalog", v2, "--why", "e2e: new heading");
  expect(promoted.status, promoted.output).toBe(0);
  await page.reload();
  await waitForHydration(page);
  await expect(slider(page)).toHaveAttribute("data-version", v2);
  await expect(slider(page)).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { name: v2Heading })).toBeVisible();

  const rolledBack = edge.release("rollback", "mfe-catalog", "--why", "e2e: back");
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await page.reload();
  await waitForHydration(page);
  await expect(slider(page)).toHaveAttribute("data-version", v1);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
});

test("a 50 % canary shows both versions across visitors, each visitor staying on one", async ({
  browser,
}) => {
  // Twelve visitors with two page loads each: at CI's load, past the 60 s of one journey.
  test.setTimeout(150_000);
  const started = edge.release("promote", "mfe-catalog", v2, "--canary", "50");
  expect(started.status, started.output).toBe(0);
  const seen = new Set<string>();
  for (let visitor = 0; visitor < 12; visitor++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const versions = new Set<string>();
    for (let load = 0; load < 2; load++) {
      await page.goto(`${edge.baseUrl}/de/`);
      versions.add((await slider(page).getAttribute("data-version")) ?? "");
    }
    expect(versions.size).toBe(1);
    seen.add([...versions][0] ?? "");
    await context.close();
  }
  expect(seen).toEqual(new Set([v1, v2]));
  const ended = edge.release("rollback", "mfe-catalog");
  expect(ended.status, ended.output).toBe(0);
});

test("the release page shows what is live, passes axe, and rolls back with the keyboard", async ({
  browser,
}) => {
  const promoted = edge.release("promote", "mfe-catalog", v2, "--why", "e2e: page");
  expect(promoted.status, promoted.output).toBe(0);
  const context = await browser.newContext({
    httpCredentials: { username: "rita", password: releaseAdminToken },
  });
  const page = await context.newPage();
  await page.goto(`${edge.baseUrl}/_release/`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Release management");
  const live = page.getByRole("table", { name: /Live version of every micro-frontend/ });
  await expect(live.getByRole("row", { name: /mfe-catalog all shops/ })).toContainText(v2);
  await expect(page.getByRole("table", { name: /latest changes/ })).toContainText("e2e: page");
  expect(await accessibilityViolations(page)).toEqual([]);

  const rollback = page.getByRole("button", { name: "Roll back mfe-catalog for all shops" });
  await rollback.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(
    `mfe-catalog rolled back from ${v2} to ${v1}`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();

  const shopper = await browser.newPage();
  await shopper.goto(`${edge.baseUrl}/de/`);
  await expect(slider(shopper)).toHaveAttribute("data-version", v1);
  await shopper.close();
});

test("a team's token releases its own slice and is refused another's", async ({ page }) => {
  const refused = edge.releaseAsCatalogueTeam("rollback", "mfe-cms", "--why", "not ours");
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    "refused: the mfe-catalog team's token may release only mfe-catalog; mfe-cms needs its own team's token or the admin token",
  );
  const cms = builtVersionFolder("mfe-cms");
  const notPublished = edge.releaseAsCatalogueTeam("publish", "mfe-cms", "--from", cms.folder);
  expect(notPublished.status).toBe(1);
  expect(notPublished.output).toContain("may release only mfe-catalog");
  expect(edge.release("versions", "mfe-cms").output).toContain("no published versions");

  const promoted = edge.releaseAsCatalogueTeam("promote", "mfe-catalog", v2, "--why", "team");
  expect(promoted.status, promoted.output).toBe(0);
  await page.goto(`${edge.baseUrl}/de/`);
  await expect(slider(page)).toHaveAttribute("data-version", v2);
  const history = edge.release("history", "mfe-catalog");
  expect(history.output).toMatch(/promote \w+ → \w+ +by e2e \(mfe-catalog team\): team/);
  const back = edge.releaseAsCatalogueTeam("rollback", "mfe-catalog");
  expect(back.status, back.output).toBe(0);
});

test("the release page and the admin API refuse visitors without the admin token", async ({
  request,
}) => {
  expect((await request.get(`${edge.baseUrl}/_release/`)).status()).toBe(401);
  expect((await request.get(`${edge.baseUrl}/api/release/status`)).status()).toBe(401);
});
