// Lighthouse (mobile and desktop) on a product page and the search listing, against an edge on
// loopback, in the system's Chromium: category scores plus LCP, TBT and CLS. Mobile uses
// Lighthouse's simulated throttling (slow 4G, 4× CPU), so it is less sensitive to machine load
// than desktop, but both move with other work on the machine.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags } from "lighthouse";
import { startEdge } from "./lib/edge.ts";
import { assertLoopback } from "./lib/http.ts";
import { productPages } from "./lib/product-pages.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const searchQuery = process.env.BENCH_LIGHTHOUSE_QUERY ?? "Tischdecke";

interface Outcome {
  readonly page: string;
  readonly formFactor: "mobile" | "desktop";
  readonly scores: Record<(typeof categories)[number], number | null>;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly warnings: readonly string[];
}

const edge = await startEdge();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
  ],
});
try {
  const [product] = await productPages(edge.url, 1);
  if (!product) throw new Error("no product page");
  const pages = [product.path, `/de/suche/?q=${encodeURIComponent(searchQuery)}`];
  const outcomes: Outcome[] = [];
  for (const page of pages) {
    // One unmeasured load first, so the fragment cache and V8 are warm as for a real visitor.
    await fetch(`${edge.url}${page}`);
    for (const formFactor of ["mobile", "desktop"] as const) {
      outcomes.push(await audit(`${edge.url}${page}`, page, formFactor, chrome.port));
      const last = outcomes.at(-1);
      console.log(`${formFactor} ${page}: performance ${last?.scores.performance ?? "–"}`);
    }
  }
  printTable(
    "Lighthouse (scores 0–100; LCP and TBT in ms)",
    ["page", "form factor", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS"],
    outcomes.map((o) => [
      o.page,
      o.formFactor,
      o.scores.performance ?? "–",
      o.scores.accessibility ?? "–",
      o.scores["best-practices"] ?? "–",
      o.scores.seo ?? "–",
      o.lcpMs ?? "–",
      o.tbtMs ?? "–",
      o.cls ?? "–",
    ]),
  );
  for (const outcome of outcomes) {
    for (const warning of outcome.warnings)
      console.log(`${outcome.formFactor} ${outcome.page}: ${warning}`);
  }
  await writeResult("lighthouse", { chromium: chrome.process.spawnfile, outcomes });
} finally {
  chrome.kill();
  await edge.stop();
}

async function audit(
  url: string,
  page: string,
  formFactor: "mobile" | "desktop",
  port: number,
): Promise<Outcome> {
  assertLoopback(url);
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...categories] };
  const config: Config | undefined = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof categories)[number]) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const lcp = numeric("largest-contentful-paint");
  const tbt = numeric("total-blocking-time");
  const cls = numeric("cumulative-layout-shift");
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => `fails "${a.id}"${firstSnippet(a.details)}`);
  return {
    page,
    formFactor,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: lcp === null ? null : ms(lcp),
    tbtMs: tbt === null ? null : ms(tbt),
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    warnings: [...lhr.runWarnings, ...failing],
  };
}

/** The first failing element's markup, where an audit names elements. */
function firstSnippet(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items;
  const snippet = items?.[0]?.node?.snippet;
  return snippet ? `: ${snippet.slice(0, 160)}` : "";
}
