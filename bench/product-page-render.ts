// Server render time of a product page, timed to the last byte: many sequential GETs of one page
// (the fragment cache warm), sequential GETs of distinct uncached URLs (every non-personal
// fragment rendered afresh), and some concurrent GETs. The edge neither logs nor exposes a
// fragment's own render time, so that is measured in-process with the catalogue's built renderer
// and the product API's answer recorded from the same edge.
import path from "node:path";
import type { FragmentRenderer, ProductPageResponse } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import { startEdge } from "./lib/edge.ts";
import { rawGet } from "./lib/http.ts";
import { envNumber, repoRoot } from "./lib/paths.ts";
import { productPages } from "./lib/product-pages.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { percentile, summarise } from "./lib/timing.ts";

const sequential = envNumber("BENCH_RENDER_REQUESTS", 300);
const uncached = envNumber("BENCH_RENDER_UNCACHED", 100);
const concurrency = envNumber("BENCH_RENDER_CONCURRENCY", 8);
const concurrentRequests = envNumber("BENCH_RENDER_CONCURRENT_REQUESTS", 400);
const fragmentRenders = envNumber("BENCH_RENDER_FRAGMENT", 300);
const headers = { "accept-encoding": "br, gzip" };

interface Figures {
  readonly requests: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly meanMs: number;
}

function figures(samples: readonly number[]): Figures {
  const summary = summarise(samples);
  return {
    requests: samples.length,
    p50Ms: ms(percentile(samples, 50)),
    p90Ms: ms(percentile(samples, 90)),
    p99Ms: ms(percentile(samples, 99)),
    maxMs: ms(summary.max),
    meanMs: ms(summary.mean),
  };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await rawGet(url, headers);
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return elapsed;
}

const edge = await startEdge();
let results: Record<string, Figures>;
let page: string;
try {
  const pages = await productPages(edge.url, 20);
  const [first] = pages;
  if (!first) throw new Error("no product page");
  page = first.path;
  const url = `${edge.url}${page}`;
  // Warm-up: V8's compiler, the slices' renderers, database pages, the fragment cache.
  for (const product of pages) await timedGet(`${edge.url}${product.path}`);
  for (let index = 0; index < 30; index += 1) await timedGet(url);

  const warm: number[] = [];
  for (let index = 0; index < sequential; index += 1) warm.push(await timedGet(url));

  // A query the page ignores still makes a new cache key: every fragment renders again.
  const cold: number[] = [];
  for (let index = 0; index < uncached; index += 1) {
    const product = pages[index % pages.length] ?? first;
    cold.push(await timedGet(`${edge.url}${product.path}?bench=${Date.now()}-${index}`));
  }

  const concurrent: number[] = [];
  let next = 0;
  const startedAll = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < concurrentRequests) {
        next += 1;
        concurrent.push(await timedGet(url));
      }
    }),
  );
  const concurrentWallMs = performance.now() - startedAll;

  const fragment = await fragmentRenderTimes(
    `${edge.url}/api/shop/product/${first.referenceKey}/?locale=de-de`,
  );
  results = {
    [`sequential, cached (${page})`]: figures(warm),
    "sequential, uncached (distinct query, 20 products)": figures(cold),
    [`${concurrency} concurrent, cached`]: figures(concurrent),
    "productDetail fragment render (in-process, API answer recorded)": figures(fragment),
  };
  printTable(
    "Product page server render time to the last byte (accept-encoding br, gzip)",
    ["measurement", "n", "p50 ms", "p90 ms", "p99 ms", "max ms"],
    Object.entries(results).map(([name, f]) => [
      name,
      f.requests,
      f.p50Ms,
      f.p90Ms,
      f.p99Ms,
      f.maxMs,
    ]),
  );
  console.log(
    `\n${concurrency} concurrent: ${Math.round((concurrentRequests / concurrentWallMs) * 1000)} pages/s`,
  );
  await writeResult("product-page-render", {
    page,
    headers,
    results,
    concurrentPagesPerSecond: Math.round((concurrentRequests / concurrentWallMs) * 1000),
  });
} finally {
  await edge.stop();
}

/** The catalogue's productDetail render alone: loader plus React's server render. */
async function fragmentRenderTimes(apiUrl: string): Promise<number[]> {
  const answer = (await (await fetch(apiUrl)).json()) as ProductPageResponse;
  const renderer = await builtServerModule<FragmentRenderer>(path.join(repoRoot, "mfe-catalog"));
  // The catalogue's client as the loader sees it, answering the recorded product in-process.
  const request = fragmentRequest({
    api: { product: () => Promise.resolve(answer) },
    route: "product",
    path: decodeURIComponent(page),
    params: { pdp: page.split("/").at(-2) ?? "" },
  });
  for (let index = 0; index < 30; index += 1) await renderer.render("productDetail", request);
  const samples: number[] = [];
  for (let index = 0; index < fragmentRenders; index += 1) {
    const started = performance.now();
    const rendered = await renderer.render("productDetail", request);
    samples.push(performance.now() - started);
    if (!rendered.html.includes("<h1")) throw new Error("productDetail rendered no heading");
  }
  return samples;
}
