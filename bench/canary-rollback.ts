// Automatic canary rollback (issue 22): two edge instances on one PostgreSQL registry, a derived
// catalogue version promoted as a 50 % canary, and shoppers on both instances whose every canary
// page reports a browser error through the tunnel (what the shell's error client sends when a
// fragment throws). Reports the time from the first failing page view to the rollback being live
// on every instance, and the failing page views in that window. The edges run with the default
// canary policy (margin 2 points, 50 page views, a check every 10 s) unless BENCH_CANARY_* say
// otherwise. Needs built slices and the local PostgreSQL. Prints figures; asserts nothing.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serializeEnvelope } from "@shop/shared";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { embeddedDsn } from "../edge/src/monitoring/monitoring-config.ts";
import { FolderArtefactBucket } from "../edge/src/release/artefact-bucket.ts";
import { publishVersion } from "../edge/src/release/publish.ts";
import {
  bestsellerHeading,
  builtVersionFolder,
  deriveVersion,
} from "../edge/src/release/testing/derived-version.ts";
import { startEdge } from "./lib/edge.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { seedPostgres } from "./lib/seeded-postgres.ts";

const token = "bench-release-admin-token-0123";
const page = "/de/";
const shoppers = envNumber("BENCH_CONNECTIONS", 4);

/** The catalogue version a page was composed with (a fresh visitor each time: a new draw). */
async function pageView(base: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${page}`)).text();
  return /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
    html,
  )?.[1];
}

/** What the shell's error client sends for a fragment of `version` that threw. */
async function browserError(base: string, version: string): Promise<void> {
  const event = {
    level: "error",
    tags: { slice: "mfe-catalog", slice_version: version, page_type: "home" },
    exception: { values: [{ type: "TypeError", value: "price is undefined" }] },
  };
  const response = await fetch(`${base}/api/monitoring/envelope`, {
    method: "POST",
    headers: { "content-type": "application/x-sentry-envelope" },
    body: serializeEnvelope({ dsn: embeddedDsn }, [{ type: "event", payload: event }]),
  });
  await response.body?.cancel();
}

const database = await temporaryPostgresDatabase("shop_bench_canary");
const artefactDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-canary-"));
const edges: Awaited<ReturnType<typeof startEdge>>[] = [];
try {
  await seedPostgres(database.url, 300);
  const built = builtVersionFolder("mfe-catalog");
  const heading = bestsellerHeading();
  const failing = await deriveVersion({
    from: built.folder,
    into: path.join(artefactDir, "scratch"),
    edit: (_, text) => text.replaceAll(heading, `${heading} (failing)`),
  });
  const bucket = new FolderArtefactBucket(path.join(artefactDir, "store"));
  await publishVersion(bucket, "mfe-catalog", built.folder);
  await publishVersion(bucket, "mfe-catalog", failing.folder);

  const env = {
    DATABASE_URL: database.url,
    SHOP_ARTEFACT_DIR: path.join(artefactDir, "store"),
    SHOP_ADMIN_TOKEN: token,
    SHOP_RELEASE_ENVIRONMENT: "bench",
    SHOP_RELEASE_FOLLOW_BUILDS: "0",
    SHOP_CANARY_MARGIN: String(envNumber("BENCH_CANARY_MARGIN_PERCENT", 2) / 100),
    SHOP_CANARY_MIN_PAGE_VIEWS: String(envNumber("BENCH_CANARY_MIN_PAGE_VIEWS", 50)),
    SHOP_CANARY_CHECK_MS: String(envNumber("BENCH_CANARY_CHECK_MS", 10_000)),
  };
  edges.push(...(await Promise.all([startEdge(env), startEdge(env)])));
  const [first] = edges;
  if (!first) throw new Error("no edge started");
  const promoted = await fetch(`${first.url}/api/release/promote`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ mfe: "mfe-catalog", version: failing.version, canary: 50 }),
  });
  if (!promoted.ok)
    throw new Error(`promote answered ${promoted.status}: ${await promoted.text()}`);

  // Shoppers on both instances until neither serves the canary any more.
  let firstFailingAt: number | undefined;
  let failedViews = 0;
  let views = 0;
  const lastCanaryAt = new Map<string, number>();
  const rolledBackOn = new Map<string, number>();
  const deadline = performance.now() + 180_000;
  const shopper = async (base: string) => {
    while (!rolledBackOn.has(base) && performance.now() < deadline) {
      const version = await pageView(base);
      views += 1;
      if (version === failing.version) {
        firstFailingAt ??= performance.now();
        failedViews += 1;
        lastCanaryAt.set(base, performance.now());
        await browserError(base, failing.version);
      } else if (firstFailingAt !== undefined) {
        // Rolled back here once no canary page came for a second while others did.
        const last = lastCanaryAt.get(base) ?? 0;
        if (performance.now() - last > 1000) rolledBackOn.set(base, last);
      }
    }
  };
  await Promise.all(
    edges.flatMap((edge) => Array.from({ length: shoppers }, () => shopper(edge.url))),
  );
  const history = (await (
    await fetch(`${first.url}/api/release/history/mfe-catalog`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { history: { action: string; actor: string; why: string }[] };
  const rollback = history.history.find((line) => line.action === "rollback");
  const liveEverywhere = Math.max(...rolledBackOn.values());
  const windowMs =
    firstFailingAt === undefined || rolledBackOn.size < edges.length
      ? undefined
      : liveEverywhere - firstFailingAt;
  printTable(
    `Automatic canary rollback on 2 instances (${shoppers} shoppers each, canary 50 %)`,
    ["measure", "value"],
    [
      [
        "first failing page view → rollback live on every instance (ms)",
        windowMs === undefined ? "not rolled back" : ms(windowMs),
      ],
      ["failing page views in that window", failedViews],
      ["page views in all", views],
      ["rolled back by", rollback ? rollback.actor : "-"],
    ],
  );
  if (rollback) console.log(`\nwhy: ${rollback.why}`);
  await writeResult("canary-rollback", {
    windowMs: windowMs ?? null,
    failedViews,
    views,
    rollback: rollback ?? null,
    policy: {
      marginPercent: envNumber("BENCH_CANARY_MARGIN_PERCENT", 2),
      minPageViews: envNumber("BENCH_CANARY_MIN_PAGE_VIEWS", 50),
      checkMs: envNumber("BENCH_CANARY_CHECK_MS", 10_000),
    },
  });
} finally {
  await Promise.all(edges.map((edge) => edge.stop()));
  await database.drop();
  await fs.rm(artefactDir, { recursive: true, force: true });
}
