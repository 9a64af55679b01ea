// Time from a click on a link to the new page visible (its h1 shows the target's heading), for
// the shell's client-side navigation (decision 0050) against a full document load, in the
// system's Chromium against an edge on loopback. Three ways per journey: a full load (the
// shell's click handling kept out), a client navigation whose payload was prefetched when its
// link came into view, and one without prefetch (Save-Data); on loopback and with 100 ms of
// latency added to each request (BENCH_LATENCY_MS). Medians of BENCH_RUNS runs each.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/fixtures/chromium.ts";
import { startEdge } from "./lib/edge.ts";
import { assertLoopback } from "./lib/http.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { seedDatabase } from "./lib/seeded-postgres.ts";
import { summarise, type Summary } from "./lib/timing.ts";

const runs = Number(process.env.BENCH_RUNS ?? 7);
/** Round trips as on loopback, and with the latency of a shopper's network added (Chromium's emulation). */
const latencies = [0, Number(process.env.BENCH_LATENCY_MS ?? 100)];
const modes = ["full load", "client, prefetched", "client, no prefetch"] as const;
type Mode = (typeof modes)[number];

interface Journey {
  readonly name: string;
  readonly from: string;
  /** The link to click on the `from` page. */
  readonly link: string;
}

/**
 * Opens `path` and waits until its fragments are hydrated, wait for the visitor (`data-waiting`,
 * decisions 0060 and 0061) or have nothing to start (decision 0065), and the navigation listens.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const rendered = document.querySelectorAll('[data-fragment][data-status="rendered"]');
    const hydrated = [...rendered].every(
      (element) =>
        element.hasAttribute("data-hydrated") ||
        element.hasAttribute("data-waiting") ||
        element.getAttribute("data-hydrate") === "none",
    );
    return hydrated && document.documentElement.dataset.navigation === "ready";
  });
}

/** One click: milliseconds until the target's heading is on screen. */
async function clickToVisible(page: Page, journey: Journey, mode: Mode): Promise<number> {
  const link = page.locator(journey.link).first();
  const href = (await link.getAttribute("href")) ?? "";
  const html = await (await page.context().request.get(new URL(href, page.url()).href)).text();
  const title = await page.evaluate(
    (document) =>
      new DOMParser().parseFromString(document, "text/html").querySelector("h1")?.textContent,
    html,
  );
  if (!title) throw new Error(`${href} has no h1`);
  await link.scrollIntoViewIfNeeded();
  if (mode === "client, prefetched") {
    await page.waitForFunction(
      (payload) =>
        performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(payload)),
      `${href}_payload.json`,
    );
  }
  if (mode === "full load") {
    // The shell never sees the click: the browser follows the link itself.
    await page.evaluate(() => addEventListener("click", (event) => event.stopPropagation(), true));
  }
  const start = performance.now();
  await link.click({ noWaitAfter: true });
  await page.waitForFunction((text) => document.querySelector("h1")?.textContent === text, title, {
    polling: "raf",
  });
  return performance.now() - start;
}

// A database of its own, seeded before the edge starts: an embedded one serves one process.
const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-client-navigation-"));
await seedDatabase({ dataDir }, 300);
const edge = await startEdge({ SHOP_DATA_DIR: dataDir });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  assertLoopback(edge.url);
  const journeys: Journey[] = [
    { name: "home → listing", from: "/de/", link: 'a.shop-nav__link[href="/de/kueche/"]' },
    {
      name: "listing → product",
      from: "/de/kueche/",
      link: '#main a[href^="/de/p/"]:not([href*="?"])',
    },
  ];
  const samples = new Map<string, number[]>();
  for (const [journey, latency] of journeys.flatMap((one) =>
    latencies.map((ms) => [one, ms] as const),
  )) {
    // One unmeasured visit first, so the fragment cache and V8 are warm as for a real visitor.
    await fetch(`${edge.url}${journey.from}`);
    for (let run = 0; run < runs; run += 1) {
      for (const mode of modes) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (mode === "client, no prefetch") {
          await context.addInitScript(() => {
            Object.defineProperty(Navigator.prototype, "connection", {
              configurable: true,
              get: () => ({ saveData: true, effectiveType: "4g" }),
            });
          });
        }
        const page = await context.newPage();
        if (latency > 0) {
          const devtools = await context.newCDPSession(page);
          await devtools.send("Network.emulateNetworkConditions", {
            offline: false,
            latency,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        }
        await open(page, `${edge.url}${journey.from}`);
        const key = `${journey.name}|${latency}|${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), await clickToVisible(page, journey, mode)]);
        await context.close();
      }
    }
  }
  const summaries: Record<string, Summary> = {};
  for (const [key, values] of samples) summaries[key] = summarise(values);
  printTable(
    `Click to new page visible (ms; median of ${runs}, min, max)`,
    ["journey", "added latency", "way", "median", "min", "max"],
    [...samples.keys()].map((key) => {
      const [journey = "", latency = "", mode = ""] = key.split("|");
      const summary = summaries[key] as Summary;
      return [journey, `${latency} ms`, mode, ms(summary.median), ms(summary.min), ms(summary.max)];
    }),
  );
  await writeResult("client-navigation", { runs, latencies, summaries });
} finally {
  await browser.close();
  await edge.stop();
  await rm(dataDir, { recursive: true, force: true });
}
