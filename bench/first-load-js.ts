// First-load JavaScript of the home page, compressed, per slice: once from the page's markup and
// the federation manifests (what should load), once from a real Chromium (what did load).
import { browserFirstLoad, type BrowserScript } from "./lib/browser-load.ts";
import { startEdge } from "./lib/edge.ts";
import { firstLoadScripts, measureScript, type MeasuredScript } from "./lib/first-load.ts";
import { slices } from "./lib/paths.ts";
import { kb, printTable, writeResult } from "./lib/report.ts";

type BrowserOutcome = Awaited<ReturnType<typeof browserFirstLoad>> | { error: string };

const pagePath = process.env.BENCH_PAGE ?? "/de/";
const groups = [...slices, "other"];
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const edge = await startEdge();
try {
  const pageUrl = `${edge.url}${pagePath}`;
  const { scripts, fragments, startingLater, withoutScript } = await firstLoadScripts(pageUrl);
  const measured = await Promise.all(scripts.map(measureScript));
  const browser = await browserOutcome(pageUrl);
  // Only scripts that arrived count; a 404 or a repeat from the cache is reported, not summed.
  const loaded = "scripts" in browser ? uniqueOk(browser.scripts) : [];

  const rows = groups.map((slice) => {
    const own = measured.filter((script) => script.slice === slice);
    const seen = loaded.filter((script) => script.slice === slice);
    return { slice, own, seen };
  });
  const line = (label: string, own: readonly MeasuredScript[], seen: readonly BrowserScript[]) => [
    label,
    own.length,
    kb(sum(own.map((s) => s.compressedBytes))),
    kb(sum(own.map((s) => s.rawBytes))),
    seen.length,
    kb(sum(seen.map((s) => s.encodedBytes))),
  ];
  printTable(
    `First-load JavaScript of ${pagePath} (KB = 1024 bytes)`,
    ["slice", "files", "KB br", "KB raw", "browser files", "browser KB on wire"],
    [
      ...rows
        .filter((r) => r.own.length + r.seen.length > 0)
        .map((r) => line(r.slice, r.own, r.seen)),
      line("total", measured, loaded),
    ],
  );
  printBrowserNotes(browser, measured);

  await writeResult("first-load-js", {
    page: pagePath,
    fragments,
    startingLater,
    withoutScript,
    static: {
      method: "page markup + mf-manifest.json, each file fetched with accept-encoding: br",
      totalCompressedKb: kb(sum(measured.map((s) => s.compressedBytes))),
      totalRawKb: kb(sum(measured.map((s) => s.rawBytes))),
      perSlice: Object.fromEntries(
        rows.map(({ slice, own }) => [
          slice,
          {
            files: own.length,
            compressedKb: kb(sum(own.map((s) => s.compressedBytes))),
            rawKb: kb(sum(own.map((s) => s.rawBytes))),
          },
        ]),
      ),
      scripts: measured.map((s) => ({ ...s, url: new URL(s.url).pathname })),
    },
    browser:
      "error" in browser
        ? browser
        : {
            method: "Chromium, every script response until network idle, request.sizes()",
            acceptEncoding: browser.acceptEncoding,
            totalEncodedKb: kb(sum(loaded.map((s) => s.encodedBytes))),
            perSlice: Object.fromEntries(
              rows.map(({ slice, seen }) => [
                slice,
                { files: seen.length, encodedKb: kb(sum(seen.map((s) => s.encodedBytes))) },
              ]),
            ),
            scripts: browser.scripts.map((s) => ({ ...s, url: new URL(s.url).pathname })),
          },
  });
} finally {
  await edge.stop();
}

async function browserOutcome(pageUrl: string): Promise<BrowserOutcome> {
  try {
    return await browserFirstLoad(pageUrl);
  } catch (error) {
    // The markup-based figure still stands without a browser; the file says why this one is missing.
    return { error: String(error) };
  }
}

function uniqueOk(scripts: readonly BrowserScript[]): BrowserScript[] {
  const byUrl = new Map<string, BrowserScript>();
  for (const script of scripts) {
    if (script.status === 200 && !byUrl.has(script.url)) byUrl.set(script.url, script);
  }
  return [...byUrl.values()];
}

function printBrowserNotes(browser: BrowserOutcome, measured: readonly MeasuredScript[]): void {
  if ("error" in browser) {
    console.log(`\nbrowser measurement failed: ${browser.error}`);
    return;
  }
  const encodings = [...new Set(browser.scripts.map((s) => s.contentEncoding))].join(", ");
  console.log(
    `\nbrowser sent accept-encoding "${browser.acceptEncoding}"; scripts came as ${encodings}`,
  );
  const loaded = new Set(browser.scripts.filter((s) => s.status === 200).map((s) => s.url));
  const expected = new Set(measured.map((s) => s.url));
  const list = (title: string, lines: readonly string[]) => {
    if (lines.length === 0) return;
    console.log(`${title} (${lines.length}):`);
    for (const text of lines) console.log(`  ${text}`);
  };
  list(
    "loaded by the browser beyond markup and manifests",
    uniqueOk(browser.scripts)
      .filter((s) => !expected.has(s.url))
      .map((s) => `${kb(s.encodedBytes)} KB  ${new URL(s.url).pathname}`),
  );
  list(
    "expected but not loaded by the browser",
    measured
      .filter((s) => !loaded.has(s.url))
      .map((s) => `${new URL(s.url).pathname} (${s.reason})`),
  );
  list(
    "browser script responses other than 200",
    browser.scripts
      .filter((s) => s.status !== 200)
      .map((s) => `${s.status}  ${new URL(s.url).pathname}`),
  );
}
