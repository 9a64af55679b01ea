import { defineConfig } from "@playwright/test";
import { brokenSliceDist } from "./fixtures/broken-slice.ts";
import { chromiumLaunchOptions } from "./fixtures/chromium.ts";
import { dataDir } from "./fixtures/data-dir.ts";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Serves the shop over a new embedded database: every run starts from the seeded demo shop, so
 * no run meets an earlier run's rate limits, accounts or baskets.
 */
function freshServe(databaseDir: string): string {
  return `rm -rf '${databaseDir}' && npm run serve -w @shop/edge`;
}
const brokenPort = port + 1;

/**
 * Browser journeys in the operating system's Chromium (Playwright's own browser download cannot
 * work here) against two real edges: the shop as built, and one whose catalogue slice has a
 * server renderer that throws.
 */
export default defineConfig({
  testDir: "specs",
  // The keyboard journeys take 25-29 s each on an idle 2-core machine (tab by tab, with axe), and
  // `npm test` runs them beside every slice's unit tests: Playwright's 30 s default left no room.
  timeout: 60_000,
  // A keypress's answer under that load (focus moved, a status shown) came after the 5 s default.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI runs the journeys on two cores at a load of 10-12: each run of 210 lost two or three
  // different ones to time (a context's teardown, a canary's analysis, a page's own navigation).
  // One retry there; the line reporter names every journey that needed it ("flaky").
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: freshServe(dataDir("shop")),
      cwd: "..",
      url: `http://localhost:${port}/healthz`,
      // Each edge gets its own embedded database folder: PGlite serves one process only.
      // Each new build goes live (decision 0023); the release journeys start an edge of their
      // own without this.
      env: {
        PORT: String(port),
        HOST: "localhost",
        SHOP_DATA_DIR: dataDir("shop"),
        SHOP_RELEASE_FOLLOW_BUILDS: "1",
        // Journeys that must not share the per-client limits of the whole suite (every browser
        // here comes from loopback) say who they are with X-Forwarded-For, as a proxy would.
        SHOP_TRUSTED_PROXIES: "127.0.0.1 ::1 ::ffff:127.0.0.1",
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: freshServe(dataDir("broken")),
      cwd: "..",
      url: `http://localhost:${brokenPort}/healthz`,
      env: {
        PORT: String(brokenPort),
        HOST: "localhost",
        SHOP_SLICE_DIST_MFE_CATALOG: brokenSliceDist(),
        SHOP_DATA_DIR: dataDir("broken"),
        SHOP_RELEASE_FOLLOW_BUILDS: "1",
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});

export const brokenBaseUrl = `http://localhost:${brokenPort}`;
