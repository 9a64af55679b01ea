// Lighthouse on the pages of issue 24's goal 2 (home, a category listing, search, a product page,
// the basket) against an edge on loopback, in the system's Chromium: the median of
// BENCH_LIGHTHOUSE_RUNS runs (3) of each page's category scores, LCP, TBT and CLS, against the
// goals (LCP under 1.8 s, CLS under 0.02). Mobile uses Lighthouse's simulated throttling (slow
// 4G, 4x CPU), so it is less sensitive to machine load than desktop (BENCH_LIGHTHOUSE_FORM_FACTORS
// =mobile,desktop), but both move with other work on the machine. BENCH_LIGHTHOUSE_PAGES picks some
// of the pages by name (`basket` or `home,product`; all five by default). Prints figures; asserts
// nothing.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags } from "lighthouse";
import { startEdge } from "./lib/edge.ts";
import { assertLoopback } from "./lib/http.ts";
import { envNumber } from "./lib/paths.ts";
import { productPages } from "./lib/product-pages.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const searchQuery = process.env.BENCH_LIGHTHOUSE_QUERY ?? "Tischdecke";
const runs = envNumber("BENCH_LIGHTHOUSE_RUNS", 3);
const formFactors = (process.env.BENCH_LIGHTHOUSE_FORM_FACTORS ?? "mobile").split(",") as (
  "mobile" | "desktop"
)[];
const goals = { lcpMs: 1800, cls: 0.02 } as const;

interface Outcome {
  readonly page: string;
  readonly formFactor: "mobile" | "desktop";
  readonly scores: Record<(typeof categories)[number], number | null>;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly warnings: readonly string[];
}

/** The middle value of the runs (the lower middle of an even count); null without values. */
function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : (known[Math.floor((known.length - 1) / 2)] ?? null);
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
  const productPath = async () => {
    const [product] = await productPages(edge.url, 1);
    if (!product) throw new Error("no product page");
    return product.path;
  };
  const named = {
    home: () => "/de/",
    category: () => "/de/kueche/",
    search: () => `/de/suche/?q=${encodeURIComponent(searchQuery)}`,
    product: productPath,
    basket: () => "/de/warenkorb/",
  } as const satisfies Record<string, () => string | Promise<string>>;
  const chosen = (process.env.BENCH_LIGHTHOUSE_PAGES ?? Object.keys(named).join(",")).split(",");
  const unknown = chosen.filter((name) => !(name in named));
  if (unknown.length > 0) throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page ${unknown.join(", ")}`);
  const pages: string[] = [];
  for (const name of chosen) pages.push(await named[name as keyof typeof named]());
  const outcomes: Outcome[] = [];
  for (const page of pages) {
    for (const formFactor of formFactors) {
      // One unmeasured audit first: the caches (fragments, and the document cache, whose key
      // holds the visitor's device) and V8 are warm as for every visitor but the first.
      await auditOnceMore(`${edge.url}${page}`, page, formFactor, chrome.port);
      for (let run = 1; run <= runs; run += 1) {
        outcomes.push(await auditOnceMore(`${edge.url}${page}`, page, formFactor, chrome.port));
        const last = outcomes.at(-1);
        console.log(
          `${formFactor} ${page} run ${run}: performance ${last?.scores.performance ?? "–"}, LCP ${last?.lcpMs ?? "–"} ms, CLS ${last?.cls ?? "–"}`,
        );
      }
    }
  }
  const medians = pages.flatMap((page) =>
    formFactors.map((formFactor) => {
      const own = outcomes.filter((o) => o.page === page && o.formFactor === formFactor);
      const of = (pick: (outcome: Outcome) => number | null) => median(own.map(pick));
      return {
        page,
        formFactor,
        performance: of((o) => o.scores.performance),
        accessibility: of((o) => o.scores.accessibility),
        bestPractices: of((o) => o.scores["best-practices"]),
        seo: of((o) => o.scores.seo),
        lcpMs: of((o) => o.lcpMs),
        tbtMs: of((o) => o.tbtMs),
        cls: of((o) => o.cls),
      };
    }),
  );
  const verdict = (value: number | null, goal: number) =>
    value === null ? "–" : value < goal ? "yes" : "NO";
  printTable(
    `Lighthouse, median of ${runs} (scores 0–100; LCP and TBT in ms; goals LCP < ${goals.lcpMs} ms, CLS < ${goals.cls})`,
    [
      "page",
      "form factor",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "LCP goal",
      "CLS goal",
    ],
    medians.map((m) => [
      m.page,
      m.formFactor,
      m.performance ?? "–",
      m.accessibility ?? "–",
      m.bestPractices ?? "–",
      m.seo ?? "–",
      m.lcpMs ?? "–",
      m.tbtMs ?? "–",
      m.cls ?? "–",
      verdict(m.lcpMs, goals.lcpMs),
      verdict(m.cls, goals.cls),
    ]),
  );
  const warned = new Set<string>();
  for (const outcome of outcomes) {
    for (const warning of outcome.warnings) {
      const line = `${outcome.formFactor} ${outcome.page}: ${warning}`;
      if (!warned.has(line)) console.log(line);
      warned.add(line);
    }
  }
  await writeResult("lighthouse", {
    chromium: chrome.process.spawnfile,
    runs,
    goals,
    medians,
    outcomes,
  });
} finally {
  chrome.kill();
  await edge.stop();
}

/** An audit, run a second time when Lighthouse could not record the first (NO_NAVSTART, say). */
async function auditOnceMore(...args: Parameters<typeof audit>): Promise<Outcome> {
  try {
    return await audit(...args);
  } catch (error) {
    console.log(`${String(error)}; once more`);
    return audit(...args);
  }
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
