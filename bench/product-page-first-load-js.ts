// First-load JavaScript of a product page, compressed (budget 130 KB since issue 24; 150 KB in
// decision 0018), per slice: from the page's markup and the federation manifests, and from a real
// Chromium (what loaded).
import { browserFirstLoad, type BrowserScript } from "./lib/browser-load.ts";
import { startEdge } from "./lib/edge.ts";
import { firstLoadScripts, measureScript } from "./lib/first-load.ts";
import { envNumber, slices } from "./lib/paths.ts";
import { productPages } from "./lib/product-pages.ts";
import { kb, printTable, writeResult } from "./lib/report.ts";

const budgetKb = envNumber("BENCH_FIRST_LOAD_BUDGET_KB", 130);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const edge = await startEdge();
try {
  const [product] = await productPages(edge.url, 1);
  if (!product) throw new Error("no product page");
  const pageUrl = `${edge.url}${product.path}`;
  const { scripts, fragments, startingLater, withoutScript } = await firstLoadScripts(pageUrl);
  const measured = await Promise.all(scripts.map(measureScript));
  let browser: { scripts: BrowserScript[] } | { error: string };
  try {
    browser = await browserFirstLoad(pageUrl);
  } catch (error) {
    browser = { error: String(error) };
  }
  const loaded = "scripts" in browser ? uniqueOk(browser.scripts) : [];
  const rows = [...slices, "other"].map((slice) => ({
    slice,
    own: measured.filter((script) => script.slice === slice),
    seen: loaded.filter((script) => script.slice === slice),
  }));
  const staticKb = kb(sum(measured.map((s) => s.compressedBytes)));
  const browserKb = kb(sum(loaded.map((s) => s.encodedBytes)));
  printTable(
    `First-load JavaScript of ${product.path} (KB = 1024 bytes, budget ${budgetKb} KB)`,
    ["slice", "files", "KB br", "KB raw", "browser files", "browser KB on wire"],
    [
      ...rows
        .filter((row) => row.own.length + row.seen.length > 0)
        .map((row) => [
          row.slice,
          row.own.length,
          kb(sum(row.own.map((s) => s.compressedBytes))),
          kb(sum(row.own.map((s) => s.rawBytes))),
          row.seen.length,
          kb(sum(row.seen.map((s) => s.encodedBytes))),
        ]),
      [
        "total",
        measured.length,
        staticKb,
        kb(sum(measured.map((s) => s.rawBytes))),
        loaded.length,
        browserKb,
      ],
    ],
  );
  if (startingLater.length > 0) {
    console.log(`\nstarting on interaction or when seen, not counted: ${startingLater.join(", ")}`);
  }
  if (withoutScript.length > 0) {
    console.log(`rendered with nothing to start, no script: ${withoutScript.join(", ")}`);
  }
  if ("error" in browser) console.log(`\nbrowser measurement failed: ${browser.error}`);
  const worst = Math.max(staticKb, browserKb);
  console.log(`\n${worst <= budgetKb ? "within" : "OVER"} the ${budgetKb} KB budget (${worst} KB)`);

  await writeResult("product-page-first-load-js", {
    page: product.path,
    fragments,
    startingLater,
    withoutScript,
    budgetKb,
    withinBudget: worst <= budgetKb,
    static: {
      method: "page markup + mf-manifest.json, each file fetched with accept-encoding: br",
      totalCompressedKb: staticKb,
      totalRawKb: kb(sum(measured.map((s) => s.rawBytes))),
      perSlice: Object.fromEntries(
        rows.map(({ slice, own }) => [
          slice,
          { files: own.length, compressedKb: kb(sum(own.map((s) => s.compressedBytes))) },
        ]),
      ),
      scripts: measured.map((s) => ({ ...s, url: new URL(s.url).pathname })),
    },
    browser:
      "error" in browser
        ? browser
        : {
            method: "Chromium, every script response until network idle, request.sizes()",
            totalEncodedKb: browserKb,
            scripts: loaded.map((s) => ({ ...s, url: new URL(s.url).pathname })),
          },
  });
} finally {
  await edge.stop();
}

function uniqueOk(scripts: readonly BrowserScript[]): BrowserScript[] {
  const byUrl = new Map<string, BrowserScript>();
  for (const script of scripts) {
    if (script.status === 200 && !byUrl.has(script.url)) byUrl.set(script.url, script);
  }
  return [...byUrl.values()];
}
