import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { brokenSliceDist } from "@shop/shared/testing/broken-slice";
import pg from "pg";
import type { Cluster } from "../src/cluster/cluster.ts";
import type { ContentServiceProxy } from "./content-service-proxy.ts";
import type { DelayingProxy } from "./delaying-proxy.ts";
import type { OwnPostgres } from "./own-postgres.ts";
import type { Sample, SteadyLoad } from "./steady-load.ts";

export interface FaultContext {
  readonly cluster: Cluster;
  readonly database: OwnPostgres;
  readonly proxy: DelayingProxy;
  /** The content service's delivery API as the instances reach it. */
  readonly content: ContentServiceProxy;
  readonly load: SteadyLoad;
}

/** Page requests in a window: answered 200 (of those, whole from the document cache) and failed. */
export interface PageFigures {
  readonly served: number;
  readonly fromCache: number;
  readonly failed: number;
}

/** What one case printed: requests sent and failed while it ran, and how long recovery took. */
export interface CaseResult {
  readonly name: string;
  readonly sent: number;
  readonly failed: number;
  readonly unavailable: number;
  readonly recoverMs: number | null;
  /** The pages while the fault lasted (the whole case where it has no such window). */
  readonly pages: PageFigures;
  /** Why the case failed its bar; empty when it held. */
  readonly problems: readonly string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (sample: Sample) => sample.status === 0 || sample.status >= 500;
const answeredUnavailable = (sample: Sample) => sample.status === 503 && sample.retryAfter;
/** A page answered whole from the document cache, fresh or past its freshness (`stale`). */
const fromDocumentCache = (sample: Sample) =>
  sample.status === 200 && (sample.documentCache === "hit" || sample.documentCache === "stale");

function pageFigures(samples: readonly Sample[]): PageFigures {
  const pages = samples.filter((sample) => sample.kind === "page");
  const served = pages.filter((sample) => sample.status === 200);
  return {
    served: served.length,
    fromCache: served.filter(fromDocumentCache).length,
    failed: pages.filter(failed).length,
  };
}

function result(
  name: string,
  samples: readonly Sample[],
  recoverMs: number | null,
  problems: string[],
  faultWindow: readonly Sample[] = samples,
): CaseResult {
  return {
    name,
    sent: samples.length,
    failed: samples.filter(failed).length,
    unavailable: samples.filter(answeredUnavailable).length,
    recoverMs: recoverMs === null ? null : Math.round(recoverMs),
    pages: pageFigures(faultWindow),
    problems,
  };
}

/** How long after an event the balancer has surely noticed it: two checks and some slack. */
const noticeMs = (cluster: Cluster) => cluster.checkIntervalMs * 2 + 1000;

/** One instance killed with SIGKILL: only requests in flight or sent before the balancer noticed fail. */
export async function killOneInstance({ cluster, load }: FaultContext): Promise<CaseResult> {
  await wait(2000);
  const killedAt = performance.now();
  await cluster.signal(1, "SIGKILL");
  await wait(6000);
  const samples = load.between(killedAt - 1000);
  const failures = samples.filter(failed);
  const lastFailure = failures.at(-1);
  const problems: string[] = [];
  const late = failures.filter((sample) => sample.at > killedAt + noticeMs(cluster));
  if (late.length > 0) problems.push(`${late.length} failed after the balancer noticed`);
  await cluster.startInstance(1);
  await wait(cluster.checkIntervalMs * 3);
  return result(
    "edge instance killed (SIGKILL)",
    samples,
    // Until the last failed request ended (one in flight at the kill was sent before it).
    lastFailure ? Math.max(0, lastFailure.at + lastFailure.ms - killedAt) : 0,
    problems,
  );
}

/** Every instance restarted in turn under load: no request lost. */
export async function rollingRestart({ cluster, load }: FaultContext): Promise<CaseResult> {
  const startedAt = performance.now();
  await cluster.rollingRestart();
  const samples = load.between(startedAt);
  const problems = samples.some(failed) ? [`${samples.filter(failed).length} requests failed`] : [];
  return result("rolling restart of all instances", samples, null, problems);
}

/** The pages every request of which came from the document cache in the last two seconds. */
function keptPages(load: SteadyLoad): Set<string | undefined> {
  const recent = load.between(performance.now() - 2000).filter((sample) => sample.kind === "page");
  return new Set(
    load.pages.filter((page) => {
      const requests = recent.filter((sample) => sample.path === page);
      return requests.length > 0 && requests.every(fromDocumentCache);
    }),
  );
}

/**
 * PostgreSQL stopped for 10 s: calls answer 503 with Retry-After (never 500, never a hang), pages
 * kept in the document cache still answer 200 from it, and the shop recovers by itself within
 * 5 s of the database's return.
 */
export async function databaseStopped({ database, load }: FaultContext): Promise<CaseResult> {
  // Until every page of the load comes from the document cache on every instance, 20 s at most.
  const warmFrom = performance.now();
  while (performance.now() - warmFrom < 20_000 && keptPages(load).size < load.pages.length) {
    await wait(500);
  }
  // The pages kept on every instance just before: they keep answering from the cache.
  const keptBefore = keptPages(load);
  const stoppedAt = performance.now();
  database.stop();
  await wait(10_000);
  database.start();
  const backAt = performance.now();
  let recoveredAt: number | undefined;
  while (recoveredAt === undefined && performance.now() - backAt < 20_000) {
    await wait(100);
    recoveredAt = load
      .between(backAt)
      .find((sample) => sample.kind !== "page" && sample.status >= 200 && sample.status < 300)?.at;
  }
  await wait(2000);
  const samples = load.between(stoppedAt);
  const problems: string[] = [];
  const during = load.between(stoppedAt, backAt);
  const serverErrors = during.filter(
    (sample) => sample.status >= 500 && !answeredUnavailable(sample),
  );
  if (serverErrors.length > 0) {
    const statuses = [...new Set(serverErrors.map((sample) => sample.status))].join(", ");
    problems.push(
      `${serverErrors.length} answers were errors other than 503 with Retry-After (${statuses})`,
    );
  }
  const hung = samples.filter((sample) => sample.status === 0);
  if (hung.length > 0) problems.push(`${hung.length} requests got no answer`);
  // A version is found unconfirmed at its next read (every second): until then a document that
  // just expired is composed again, from what the caches hold.
  const ofKeptPages = load
    .between(stoppedAt + 1500, backAt)
    .filter((sample) => sample.kind === "page" && keptBefore.has(sample.path));
  const notFromCache = ofKeptPages.filter((sample) => !fromDocumentCache(sample));
  if (notFromCache.length > 0) {
    const paths = [...new Set(notFromCache.map((sample) => sample.path))].join(", ");
    problems.push(
      `${notFromCache.length} of ${ofKeptPages.length} requests of kept pages not answered from the document cache (${paths})`,
    );
  }
  if (keptBefore.size < load.pages.length) {
    const notKept = load.pages.filter((page) => !keptBefore.has(page)).join(", ");
    console.log(`PostgreSQL stopped: not kept on every instance before: ${notKept}`);
  }
  const recoverMs = recoveredAt === undefined ? null : recoveredAt - backAt;
  if (recoverMs === null || recoverMs > 5000) problems.push("did not recover within 5 s");
  return result("PostgreSQL stopped for 10 s", samples, recoverMs, problems, during);
}

/** Every query 2 s slower for 10 s: fragments fall back within their timeout, pages answer. */
export async function slowDatabase({ proxy, load }: FaultContext): Promise<CaseResult> {
  const slowFrom = performance.now();
  proxy.delayMs = 2000;
  await wait(10_000);
  proxy.delayMs = 0;
  const fastAgain = performance.now();
  await wait(5000);
  const samples = load.between(slowFrom);
  const pages = load.between(slowFrom, fastAgain).filter((sample) => sample.kind === "page");
  const problems: string[] = [];
  const unanswered = pages.filter((sample) => sample.status !== 200);
  if (unanswered.length > 0)
    problems.push(`${unanswered.length} of ${pages.length} pages not answered 200`);
  const lastSlow = load
    .between(fastAgain)
    .filter((sample) => sample.ms > 1500)
    .at(-1);
  return result(
    "every query 2 s slower for 10 s",
    samples,
    lastSlow ? lastSlow.at - fastAgain : 0,
    problems,
  );
}

/** A new basket bound to a new session, through one instance; answers its key and cookie. */
async function newBasket(base: string, variantId: string) {
  const key = `basket_home-de_${randomBytes(16).toString("hex")}`;
  const response = await fetch(`${base}/api/shop/basket/addItem/?locale=de-de`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ basketKey: key, variantId, quantity: 1 }),
  });
  const cookie = /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
  if (!response.ok || !cookie) throw new Error(`addItem answered ${response.status}`);
  return { key, cookie };
}

const orderAddress = {
  salutation: "f",
  firstName: "Erika",
  lastName: "Mustermann",
  street: "Heidestraße",
  houseNumber: "17",
  postcode: "51147",
  city: "Köln",
  country: "de",
};

/**
 * Issue 25, point 5, straight to the instances in turn: 20 additions of one piece to one basket
 * line at once lose none, and 20 placements of one order with one idempotency key at once make
 * one order.
 */
export async function acrossInstances({ cluster, load }: FaultContext): Promise<CaseResult> {
  const startedAt = performance.now();
  const instance = (index: number) => cluster.instanceUrl(index % cluster.instanceNames.length);
  const [variantId] = load.variants;
  if (!variantId) throw new Error("no variant to order");
  const problems: string[] = [];

  const basket = await newBasket(instance(0), variantId);
  const json = { "content-type": "application/json", cookie: basket.cookie };
  const additions = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      fetch(`${instance(index)}/api/shop/basket/addItem/?locale=de-de`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ basketKey: basket.key, variantId, quantity: 1 }),
      }).then((response) => response.status),
    ),
  );
  const read = await fetch(`${instance(1)}/api/shop/basket/get/${basket.key}/?locale=de-de`, {
    headers: json,
  });
  const { items } = (await read.json()) as { items: { quantity: number }[] };
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const acknowledged = additions.filter((status) => status === 200 || status === 201).length;
  if (quantity !== 1 + acknowledged) {
    problems.push(`basket holds ${quantity}, ${1 + acknowledged} were acknowledged`);
  }

  const body = JSON.stringify({
    basketKey: basket.key,
    email: "erika.cluster@example.org",
    shippingAddress: orderAddress,
    shippingMethod: "standard",
    paymentMethod: "RE",
  });
  const idempotencyKey = randomUUID();
  const placements = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const response = await fetch(
        `${instance(index)}/api/shop/checkout/placeOrder/?locale=de-de`,
        {
          method: "POST",
          headers: { ...json, "idempotency-key": idempotencyKey },
          body,
        },
      );
      const answer = (await response.json()) as { orderNumber?: string };
      return { status: response.status, orderNumber: answer.orderNumber };
    }),
  );
  const orders = new Set(placements.flatMap((placement) => placement.orderNumber ?? []));
  const unexpected = placements.filter((placement) => ![201, 409].includes(placement.status));
  if (orders.size !== 1) problems.push(`${orders.size} orders from one idempotency key`);
  if (unexpected.length > 0) {
    problems.push(
      `placements answered ${unexpected.map((placement) => placement.status).join(", ")}`,
    );
  }
  const samples: Sample[] = [...additions, ...placements.map((placement) => placement.status)].map(
    (status) => ({ at: startedAt, ms: 0, kind: "write", status, retryAfter: false }),
  );
  return result("20 at once across instances", samples, null, problems);
}

const catalogueDist = path.resolve(import.meta.dirname, "..", "..", "mfe-catalog", "dist");

/**
 * One instance's catalogue renderer throwing on every render (a bad deploy on one machine): its
 * pages still answer 200 with the catalogue's slots fallen back and every other slot rendered,
 * and no request through the balancer fails.
 */
export async function rendererThrowing({ cluster, load }: FaultContext): Promise<CaseResult> {
  const startedAt = performance.now();
  const broken = 2;
  await cluster.signal(broken, "SIGTERM");
  await cluster.startInstance(broken, {
    SHOP_SLICE_DIST_MFE_CATALOG: brokenSliceDist(catalogueDist, "mfe-catalog"),
  });
  await wait(cluster.checkIntervalMs * 3);
  const problems: string[] = [];
  const response = await fetch(`${cluster.instanceUrl(broken)}/de/`);
  const html = await response.text();
  if (response.status !== 200)
    problems.push(`the broken instance's home page answered ${response.status}`);
  const slot = (fragment: string, status: string) =>
    html.includes(`data-fragment="${fragment}"`) &&
    new RegExp(`data-fragment="${fragment}"[^>]*data-status="${status}"`).test(html);
  if (!slot("mfe-catalog/categoryNavigation", "fallback"))
    problems.push("the catalogue's slot did not fall back");
  if (!slot("mfe-cms/footer", "rendered")) problems.push("the content's footer did not render");
  await wait(3000);
  await cluster.restart(broken);
  await wait(cluster.checkIntervalMs * 3);
  const samples = load.between(startedAt);
  const failures = samples.filter(failed);
  if (failures.length > 0) problems.push(`${failures.length} requests failed`);
  return result("one instance's catalogue renderer throwing", samples, null, problems);
}

/** The content page the content case publishes on, and the block whose headline it changes. */
const publishedPage = { story: "home/kontakt", path: "/de/kontakt/" } as const;

/**
 * An editor publishes while the delivery API is down: the headline of the contact page's first
 * block changes and the space's cache version (`cv`) rises, announced as the content service's
 * own writes are. Straight to the database: the content service's storage is not what fails.
 */
async function publishHeadline(databaseUrl: string, headline: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update cms.stories
          set published = jsonb_set(published, '{content,body,0,headline}', to_jsonb($1::text)),
              published_at = now()
        where full_slug = $2`,
      [headline, publishedPage.story],
    );
    await client.query(
      `update cms.spaces set cache_version = greatest(cache_version + 1, extract(epoch from now())::bigint)`,
    );
    await client.query(`select pg_notify('shop_data_changed', 'mfe-cms')`);
  } finally {
    await client.end();
  }
}

/**
 * The content service failing for 15 s (5 s answering 500, 5 s unreachable, 5 s taking calls
 * and never answering) while an editor publishes: every page still answers 200 with the last
 * published content the shop read (no content fragment fallen back); once the service answers
 * again, the publication shows on every instance within 5 s.
 */
export async function contentServiceFailing({
  cluster,
  database,
  content,
  load,
}: FaultContext): Promise<CaseResult> {
  await wait(1000);
  const failedAt = performance.now();
  const headline = `Wir sind für Sie da (${randomBytes(4).toString("hex")})`;
  content.mode = "failing";
  await wait(5000);
  content.mode = "unreachable";
  await wait(2000);
  await publishHeadline(database.url, headline);
  await wait(3000);
  content.mode = "hanging";
  await wait(5000);
  content.mode = "answering";
  const backAt = performance.now();
  const instances = cluster.instanceNames.map((_, index) => cluster.instanceUrl(index));
  const showing = new Set<string>();
  let recoveredAt: number | undefined;
  while (recoveredAt === undefined && performance.now() - backAt < 20_000) {
    await wait(100);
    for (const instance of instances.filter((one) => !showing.has(one))) {
      const page = await fetch(`${instance}${publishedPage.path}`).then(
        (response) => response.text(),
        () => "",
      );
      if (page.includes(headline)) showing.add(instance);
    }
    if (showing.size === instances.length) recoveredAt = performance.now();
  }
  await wait(1000);
  const samples = load.between(failedAt);
  const during = load.between(failedAt, backAt);
  const problems: string[] = [];
  const pages = samples.filter((sample) => sample.kind === "page");
  const failedPages = pages.filter(failed);
  if (failedPages.length > 0) problems.push(`${failedPages.length} page requests failed`);
  const withoutContent = pages.filter((sample) => (sample.contentFallbacks ?? 0) > 0);
  if (withoutContent.length > 0) {
    problems.push(`${withoutContent.length} pages showed a content fragment's fallback`);
  }
  const recoverMs = recoveredAt === undefined ? null : recoveredAt - backAt;
  if (recoverMs === null || recoverMs > 5000) {
    problems.push("the publication did not show on every instance within 5 s");
  }
  return result("content service failing for 15 s", samples, recoverMs, problems, during);
}
