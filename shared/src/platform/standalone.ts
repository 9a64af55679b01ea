// A slice's API as its own process, behind the edge (issue 14, point 5; decision 0022). The
// embedded default stays one process: this runs only when a team starts it (`npm run serve:api`).
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { RemoteName } from "../composition/micro-frontends.ts";
import type { Database } from "./database.ts";
import type { Logger } from "./logger.ts";
import { remotePlatform } from "./remote/remote-platform.ts";
import { sliceApiApp } from "./remote/slice-api-app.ts";
import { standaloneSettings, type StandaloneSettings } from "./remote/standalone-settings.ts";
import type { PlatformServices, SliceApi } from "./slice-api.ts";

export interface StandaloneSliceOptions extends StandaloneSettings {
  readonly name: RemoteName;
  /** Builds the slice's API over the platform's services (its database, the rest from the edge). */
  readonly build: (platform: PlatformServices) => SliceApi | Promise<SliceApi>;
  /** The schemas the connection searches (the team's own first); `public` is added. */
  readonly searchPath: readonly string[];
  readonly logger?: Logger | undefined;
}

/** A running slice process. */
export interface StandaloneSlice {
  /** `http://{host}:{port}`, the address `SHOP_API_<SLICE>_URL` names. */
  readonly url: string;
  readonly port: number;
  /** Stops listening and closes the database pool. */
  close(): Promise<void>;
}

/** One JSON line per event, as the edge logs, naming the slice. */
function jsonLogger(mfe: RemoteName): Logger {
  const write = (level: string, event: string, fields: Record<string, unknown> = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, mfe, event, ...fields });
    (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (event, fields) => write("info", event, fields),
    error: (event, fields) => write("error", event, fields),
  };
}

/**
 * Serves a slice's API as its own process: opens PostgreSQL (the edge migrates it), gets the
 * platform's services from the edge (`remotePlatform`), builds the slice's API and serves its
 * routes, refusing every request that does not carry the edge's token (`sliceApiApp`).
 */
export async function serveSliceApi(options: StandaloneSliceOptions): Promise<StandaloneSlice> {
  const logger = options.logger ?? jsonLogger(options.name);
  const schemas = [...new Set([...options.searchPath, "public"])].map((name) => `"${name}"`);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    options: `-c search_path=${schemas.join(",")}`,
  });
  // A connection the server ended is dropped and replaced, not a crash (as in the edge).
  pool.on("error", () => undefined);
  const db = drizzle(pool) as unknown as Database;
  try {
    const platform = await remotePlatform({ ...options, db, logger });
    const app = sliceApiApp({
      api: await options.build(platform),
      token: options.token,
      logger,
      healthy: async () => {
        await db.execute(sql`select 1`);
        return true;
      },
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const started = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () =>
        resolve(started),
      );
      started.once("error", reject);
    });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : options.port;
    const url = `http://${options.host}:${port}`;
    logger.info("slice_api.ready", { url, edge: options.edgeUrl });
    return {
      url,
      port,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * A slice's `serve.ts`: reads the settings from the environment (`standaloneSettings`), serves
 * the API, and stops on SIGTERM or SIGINT. A bad setting or an unreachable edge ends the process
 * with one JSON line saying what is wrong.
 */
export async function runSliceApi(
  options: Omit<StandaloneSliceOptions, keyof StandaloneSettings | "build"> & {
    readonly defaultPort: number;
    readonly build: (
      platform: PlatformServices,
      settings: StandaloneSettings,
    ) => SliceApi | Promise<SliceApi>;
  },
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const logger = options.logger ?? jsonLogger(options.name);
  let slice: StandaloneSlice;
  try {
    const settings = standaloneSettings(env, options);
    slice = await serveSliceApi({
      ...options,
      ...settings,
      logger,
      build: (platform) => options.build(platform, settings),
    });
  } catch (error) {
    logger.error("slice_api.start_failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
  const stop = (signal: string) => {
    logger.info("slice_api.stopping", { signal });
    void slice.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
