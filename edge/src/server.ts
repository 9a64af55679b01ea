import { getRequestListener } from "@hono/node-server";
import { microFrontends } from "@shop/shared";
import { createEdge } from "./app.ts";
import { liveVersions } from "./composition/live-versions.ts";
import { WorkerRendererRegistry } from "./composition/worker-renderer-registry.ts";
import { loadConfig } from "./config.ts";
import { rename } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openConfiguredDatabase } from "./db/configured-database.ts";
import { defaultDataDir, type DatabaseHandle } from "./db/database.ts";
import { isCatalogueEmpty, seedDemoShop } from "./db/demo-shop.ts";
import { LegacyLayoutError } from "./db/migrations.ts";
import { edgeSources, shopRegistry } from "./edge-sources.ts";
import { shutDownGracefully } from "./lifecycle/graceful-shutdown.ts";
import { jsonLogger } from "./logger.ts";

const startedAt = performance.now();
const logger = jsonLogger();
let config: ReturnType<typeof loadConfig>;
let database: DatabaseHandle;
let sources: ReturnType<typeof edgeSources>;
try {
  config = loadConfig();
  const shops = shopRegistry(config, process.env.SHOP_CONFIG_FILE);
  database = await openConfiguredDatabase(config);
  sources = edgeSources(config, database.db, logger, shops);
} catch (error) {
  // A bad configuration or an unreachable database stops the edge before it serves anything,
  // saying what is wrong (for a configuration file: which field).
  logger.error("edge.start_failed", {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
}
// Migrations run at every start, under the migration lock; the embedded database gets the demo
// shop on its first start.
try {
  await database.migrate();
} catch (error) {
  // The default embedded database from before team schemas holds only generated demo data: it is
  // kept aside and a new one is made. Any other database is the operator's to decide about.
  if (
    !(error instanceof LegacyLayoutError) ||
    config.databaseUrl ||
    config.dataDir !== defaultDataDir
  ) {
    logger.error("edge.start_failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
  await database.close();
  const keptAt = `${config.dataDir}-before-team-schemas-${Date.now()}`;
  await rename(config.dataDir, keptAt);
  logger.info("database.legacy_kept_aside", { keptAt });
  database = await openConfiguredDatabase(config);
  sources = edgeSources(config, database.db, logger, sources.shops);
  await database.migrate();
}
if (database.kind === "pglite" && (await isCatalogueEmpty(database.db))) {
  const seeded = await seedDemoShop(database.db, {
    products: 3000,
    seed: 1,
    shops: sources.shops.shops,
    imageDir: config.imageDir,
  });
  logger.info("demo_data.seeded", { ...seeded });
}

// The release registry decides each slice's version; a slice without an entry adopts the build
// the edge starts with (decision 0023).
const store = sources.release.store;
// Each slice version's server renderer runs in worker threads without the platform's secrets;
// a version live nowhere and unused for the grace period is unloaded (decision 0028).
const shopIds = sources.shops.shops.map((shop) => shop.shopId);
const renderers = new WorkerRendererRegistry({
  ...config.renderers,
  renderTimeoutMs: config.fragmentTimeoutMs,
  live: () =>
    liveVersions(store, shopIds, async (mfe, shopId) => {
      const entry = await sources.release.view.entry(mfe, shopId);
      return entry && entry.canaryPercent > 0 ? entry.canaryVersion : undefined;
    }),
  logger,
});

// Load every slice's live server module before listening (their workers start side by side):
// the first page is as fast as the rest.
await Promise.all(
  microFrontends.map(async (name) => {
    try {
      const slice = await store.live(name);
      await (name === "shell"
        ? renderers.layoutRenderer(slice)
        : renderers.fragmentRenderer(slice));
    } catch (error) {
      logger.error("slice.unavailable", { mfe: name, error: String(error) });
    }
  }),
);

const { app, dataVersions, monitoring, canaries, readiness, answers } = createEdge({
  config,
  store,
  renderers,
  logger,
  ...sources,
});
// Every slice's data version is read before the first page, which the fragment cache keys on.
await dataVersions.start();
canaries.start();

// Kept answers are replayed before the framework sees the request (decision 0067).
const listener = getRequestListener(app.fetch, { hostname: config.host });
const server = createServer(answers ? answers.around(listener) : listener);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info("edge.ready", {
    url: `http://${config.host}:${port}`,
    startupMs: Math.round(performance.now() - startedAt),
  });
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // A second signal while draining ends the process at once (an operator's Ctrl-C twice).
    if (stopping) process.exit(1);
    stopping = true;
    void shutDownGracefully({
      server,
      readiness,
      logger,
      ...config.shutdown,
      // The registry's LISTEN connection is released first: the pool waits for it when it closes.
      release: () => {
        // The basket's sweep of unpaid orders writes to the database: it ends before the pool.
        sources.slices["mfe-basket"].unpaidOrders.stop();
        return Promise.all([
          sources.release.view.stop(),
          canaries.stop(),
          dataVersions.stop(),
          monitoring.health.stop(),
        ]).then(() => database.close());
      },
    }).then(() => process.exit(0));
  });
}
