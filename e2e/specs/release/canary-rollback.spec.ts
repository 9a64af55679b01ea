import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { startReleaseEdge, type ReleaseEdge, ownEdgeHookMs } from "../../fixtures/release-edge.ts";
import { consentDecided } from "../../fixtures/consent.ts";
import {
  bestsellerHeading,
  builtVersionFolder,
  deriveVersion,
} from "../../../edge/src/release/testing/derived-version.ts";
import { ownEdgePorts } from "../../fixtures/ports.ts";

// Canary analysis and automatic rollback (issue 22, decision 0037) with a real failing version:
// a catalogue build whose product cards throw in the browser while rendering a product with
// badges (on sale or new: some products, several on the home page's slider). Shoppers' page views
// carry the canary's errors, tagged with its version; the edge's canary watch rolls it back by
// itself and writes why. A healthy canary under the same policy stays.
const port = ownEdgePorts.canary;
const scratch = path.join(os.tmpdir(), `shop-e2e-canary-scratch-${process.pid}`);
const failure = "product badges could not be rendered";
let edge: ReleaseEdge;
let live = "";
let failing = "";
let healthy = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(ownEdgeHookMs);
  const built = builtVersionFolder("mfe-catalog");
  live = built.version;
  const broken = await deriveVersion({
    from: built.folder,
    into: scratch,
    // The browser build only: the server renderer passes the promotion's smoke render, as a
    // fault that shows only in browsers would.
    edit: (file, text) =>
      file.startsWith("browser")
        ? text.replaceAll('"cat-badges"', `(()=>{throw new Error(${JSON.stringify(failure)})})()`)
        : text,
  });
  failing = broken.version;
  const heading = bestsellerHeading();
  const renamed = await deriveVersion({
    from: built.folder,
    into: scratch,
    edit: (_, text) => text.replaceAll(heading, `${heading} – neu sortiert`),
  });
  healthy = renamed.version;
  // Judged after a few page views, checked every second: a journey, not a day of traffic.
  edge = await startReleaseEdge(port, {
    SHOP_CANARY_MIN_PAGE_VIEWS: "6",
    SHOP_CANARY_CHECK_MS: "1000",
    SHOP_CANARY_MARGIN: "0.05",
  });
  for (const folder of [built.folder, broken.folder, renamed.folder]) {
    const published = edge.release("publish", "mfe-catalog", "--from", folder);
    expect(published.status, published.output).toBe(0);
  }
});

test.afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
  // Unset when the edge did not start.
  const started = edge as ReleaseEdge | undefined;
  if (!started) return;
  await started.stop();
  await fs.rm(started.env.SHOP_ARTEFACT_DIR ?? "", { recursive: true, force: true });
});

/** The catalogue version each new visitor's home page carried, and the error envelopes it sent. */
async function visit(browser: Browser): Promise<{ version: string; envelopes: string[] }> {
  const context = await browser.newContext({ storageState: consentDecided() });
  const page = await context.newPage();
  const envelopes: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/monitoring/envelope")) {
      envelopes.push(request.postData() ?? "");
    }
  });
  await page.goto(`${edge.baseUrl}/de/`);
  const version =
    (await page
      .locator('[data-fragment="mfe-catalog/recommendationSlider"]')
      .getAttribute("data-version")) ?? "";
  // The shell's error client sends after the page's load, when the browser is idle.
  if (version === failing) {
    await expect
      .poll(() => envelopes.some((body) => body.includes('"type":"event"')), { timeout: 15_000 })
      .toBe(true);
  }
  await context.close();
  return { version, envelopes };
}

const historyLines = () => edge.release("history", "mfe-catalog").output;

test("a failing 50 % canary is rolled back by itself, with its figures in the history", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const started = edge.release("promote", "mfe-catalog", failing, "--canary", "50");
  expect(started.status, started.output).toBe(0);

  const seen = new Set<string>();
  const canaryEnvelopes: string[] = [];
  await expect
    .poll(
      async () => {
        const { version, envelopes } = await visit(browser);
        seen.add(version);
        if (version === failing) canaryEnvelopes.push(...envelopes);
        return historyLines();
      },
      { timeout: 120_000, intervals: [0] },
    )
    .toContain("by edge (canary analysis)");
  expect(seen).toContain(failing);

  // The browsers reported the canary's render failure, tagged with its version.
  const reported = canaryEnvelopes.join("\n");
  expect(reported).toContain(failure);
  expect(reported).toContain(`"slice_version":"${failing}"`);
  expect(reported).toContain(`"release":"mfe-catalog@${failing}"`);

  const history = historyLines();
  expect(history).toMatch(
    new RegExp(`rollback ${live} → ${live} +canary ${failing} at 50 %|rollback .*${failing}`),
  );
  expect(history).toContain("error rate above the live version's");
  expect(history).toMatch(new RegExp(`canary ${failing}: \\d+ failures in \\d+ page views`));

  // Every visitor gets the live version again.
  for (let visitor = 0; visitor < 4; visitor += 1) {
    expect((await visit(browser)).version).toBe(live);
  }
});

test("a healthy 50 % canary is not rolled back", async ({ browser }) => {
  test.setTimeout(120_000);
  const started = edge.release("promote", "mfe-catalog", healthy, "--canary", "50");
  expect(started.status, started.output).toBe(0);
  const seen: string[] = [];
  for (let visitor = 0; visitor < 20; visitor += 1) seen.push((await visit(browser)).version);
  expect(seen.filter((version) => version === healthy).length).toBeGreaterThanOrEqual(6);
  // Several checks of the canary watch later, it is still running.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const status = edge.release("status").output;
  expect(status).toContain(`canary ${healthy} at 50 %`);
  expect(historyLines()).not.toMatch(new RegExp(`canary ${healthy}[^\\n]*by edge \\(canary`));
  const health = edge.release("health", "mfe-catalog").output;
  expect(health).toMatch(new RegExp(`canary ${healthy}: 0 errors and 0 load failures`));
});
