// Issue 14, point 5: the basket's API as its own process behind the edge. A temporary
// PostgreSQL database with the demo shop; the edge over HTTP in this process (its platform API,
// the catalogue in-process, the basket's paths forwarded); the real basket process
// (`mfe-basket/src/api/serve.ts`) spawned beside it. The basket's contract runs through the edge.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketContract, HttpVisitor } from "@shop/mfe-basket/testing";
import { queryRows } from "@shop/shared/platform";
import { memoryLogger } from "@shop/shared/testing";
import { loadConfig } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { seedDemoShop } from "../db/demo-shop.ts";
import { temporaryPostgresDatabase } from "../db/test-databases.ts";
import { createEdge } from "../app.ts";
import { FolderArtefactStore } from "../composition/artefact-store.ts";
import { ModuleRendererRegistry } from "../composition/renderer-registry.ts";
import { edgeSources } from "../edge-sources.ts";
import { loadShopConfig } from "../shops/shop-config.ts";
import { ShopRegistry } from "../shops/shop-registry.ts";
import { migrations } from "../slices.ts";

const token = "standalone-basket-test-token";
const serveFile = fileURLToPath(new URL("../../../mfe-basket/src/api/serve.ts", import.meta.url));

type Server = ReturnType<typeof serve> | http.Server;

function listening(server: Server): Promise<string> {
  return new Promise((resolve) => {
    const ready = () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    if (server.listening) ready();
    else server.once("listening", ready);
  });
}

function closed(server: Server): Promise<void> {
  if ("closeAllConnections" in server) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A relay between the edge and the basket process that records each request's headers: what
 * reached the basket process, as it reached it.
 */
function recordingRelay() {
  const seen: http.IncomingHttpHeaders[] = [];
  let target = "";
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    const upstream = http.request(
      new URL(request.url ?? "/", target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  return {
    server,
    seen,
    to: (url: string) => {
      target = url;
    },
  };
}

/**
 * The real edge over HTTP, configured as an operator would: the basket's paths forwarded to its
 * own process (`SHOP_API_MFE_BASKET_URL`), the internal token, PostgreSQL.
 */
function standaloneEdge(database: DatabaseHandle, shops: ShopRegistry, basketUrl: string) {
  const loaded = loadConfig({});
  const config = {
    ...loaded,
    mail: { outboxDir: path.join(os.tmpdir(), `shop-standalone-outbox-${process.pid}`) },
    sliceApiUrls: { "mfe-basket": basketUrl },
    internalToken: token,
  };
  const logger = memoryLogger();
  const { app } = createEdge({
    config,
    store: new FolderArtefactStore(config.sliceDists),
    renderers: new ModuleRendererRegistry(),
    logger,
    ...edgeSources(config, database.db, logger, shops),
  });
  return serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
}

/** Starts the basket process; resolves with its URL once it says it is ready. */
function startBasket(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [serveFile], {
    cwd: path.dirname(serveFile),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The basket process did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /"event":"slice_api\.ready","url":"([^"]+)"/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: ready[1], output: () => output });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The basket process ended with ${code}:\n${output}`));
    });
  });
}

/** Two buyable home variants with stock and a buyable baby variant of the German shops. */
async function buyableVariants(database: DatabaseHandle) {
  const pick = async (brand: string, shopId: string, count: number) => {
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select v.id from catalog.variants v join catalog.products p on p.id = v.product_id
        where p.brand = ${brand} and p.is_active and v.bvc in (1, 2) and v.stock_quantity >= 5
          and exists (select 1 from catalog.variant_prices vp
            where vp.variant_id = v.id and vp.shop_id = ${shopId})
        order by v.id limit ${count}`,
    );
    return rows.map((row) => row.id);
  };
  const [first, second] = await pick("home", "home-de", 2);
  const [baby] = await pick("baby", "baby-de", 1);
  if (!first || !second || !baby) throw new Error("The demo shop has too few buyable variants");
  return { home: [first, second] as const, baby };
}

describe("the basket's API as its own process behind the edge", () => {
  let temporary: Awaited<ReturnType<typeof temporaryPostgresDatabase>>;
  let database: DatabaseHandle;
  let edge: ReturnType<typeof serve>;
  let edgeUrl: string;
  let basket: Awaited<ReturnType<typeof startBasket>> | undefined;
  let variants: Awaited<ReturnType<typeof buyableVariants>>;
  const relay = recordingRelay();

  beforeAll(async () => {
    temporary = await temporaryPostgresDatabase("shop_standalone");
    database = await openDatabase({ url: temporary.url, migrations });
    await database.migrate();
    const shops = new ShopRegistry(loadShopConfig(), { scheme: "http", port: "" });
    await seedDemoShop(database.db, { products: 150, seed: 1, shops: shops.shops });
    variants = await buyableVariants(database);
    edge = standaloneEdge(database, shops, await listening(relay.server));
    edgeUrl = await listening(edge);
    basket = await startBasket({
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      SHOP_EDGE_URL: edgeUrl,
      SHOP_INTERNAL_TOKEN: token,
      DATABASE_URL: temporary.url,
    });
    relay.to(basket.url);
    const health = await fetch(`${basket.url}/healthz`);
    expect(health.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    const child = basket?.child;
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(child.pid, "SIGTERM");
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      if (!stopped) process.kill(child.pid, "SIGKILL");
    }
    await Promise.all([edge && closed(edge), closed(relay.server)]);
    await database?.close();
    await temporary?.drop();
  }, 60_000);

  basketContract("the basket process, through the edge", () =>
    Promise.resolve({
      baseUrl: edgeUrl,
      host: "localhost",
      babyHost: "de.baby.localhost",
      variants,
    }),
  );

  it("refuses a call that does not come through the edge", async () => {
    const direct = new HttpVisitor(basket?.url ?? "", "localhost");
    const response = await direct.request(
      "GET",
      "/api/shop/basket/current/?locale=de-de",
      undefined,
      {
        "x-shop-edge-token": "not-the-internal-token",
      },
    );
    expect(response.status).toBe(401);
    expect(direct.cookie).toBeUndefined();
  });

  it("passes on the edge's view of the client, never what the client claims", async () => {
    const visitor = new HttpVisitor(edgeUrl, "de.baby.localhost");
    const before = relay.seen.length;
    const response = await visitor.request(
      "GET",
      "/api/shop/basket/current/?locale=de-de",
      undefined,
      {
        "x-forwarded-for": "203.0.113.66",
        "x-forwarded-host": "evil.example",
        forwarded: "for=203.0.113.66",
        "x-shop-edge-token": "forged",
      },
    );
    expect(response.status).toBe(200);
    const [headers] = relay.seen.slice(before);
    expect(headers?.["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers?.["x-forwarded-host"]).toBe("de.baby.localhost");
    expect(headers?.host).toBe("de.baby.localhost");
    expect(headers?.forwarded).toBeUndefined();
    expect(headers?.["x-shop-edge-token"]).toBe(token);
  });
});
