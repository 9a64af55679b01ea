import { randomBytes } from "node:crypto";
import { isMicroFrontend, microFrontends } from "@shop/shared";
import { createEdge } from "../app.ts";
import { ModuleRendererRegistry } from "../composition/renderer-registry.ts";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/configured-database.ts";
import { edgeSources } from "../edge-sources.ts";
import { jsonLogger } from "../logger.ts";
import { teamTokenVariable } from "./release-config.ts";

/** One admin API call: method, path under `/api/release`, JSON body. */
export type ReleaseCall = (
  method: "GET" | "POST",
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface ReleaseClient {
  readonly call: ReleaseCall;
  close(): Promise<void>;
}

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: { error: text } };
  }
}

/**
 * The token a call about `mfe` presents to a running edge (decision 0023): that slice's team token
 * (`SHOP_RELEASE_TOKEN_MFE_CATALOG`), else the admin token, else any team token the caller holds
 * (the edge then answers what that token may not do).
 */
export function callerToken(env: NodeJS.ProcessEnv, mfe: string | undefined): string | undefined {
  const team = (name: string) => (isMicroFrontend(name) ? env[teamTokenVariable(name)] : undefined);
  return (
    (mfe ? team(mfe) : undefined) ||
    env.SHOP_ADMIN_TOKEN ||
    microFrontends.map(team).find((token) => token) ||
    undefined
  );
}

/** Calls a running edge's admin API (`SHOP_RELEASE_API`) with the admin or a team's token. */
export function httpReleaseClient(baseUrl: string, token: string, actor: string): ReleaseClient {
  return {
    call: async (method, path, body) => {
      const response = await fetch(new URL(`/api/release${path}`, baseUrl), {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${actor}:${token}`).toString("base64")}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answer(response);
    },
    close: () => Promise.resolve(),
  };
}

/**
 * The same admin API on an edge built in this process over the configured database
 * (`DATABASE_URL`, else the embedded PGlite folder, which only one process may open: with the
 * embedded database, stop the edge or use `SHOP_RELEASE_API`). The checks run here too.
 */
export async function inProcessReleaseClient(actor: string): Promise<ReleaseClient> {
  const token = randomBytes(24).toString("base64url");
  const loaded = loadConfig();
  const config = { ...loaded, release: { ...loaded.release, adminToken: token } };
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const logger = jsonLogger();
  const sources = edgeSources(config, database.db, logger);
  const { app } = createEdge({
    config,
    store: sources.release.store,
    renderers: new ModuleRendererRegistry(),
    logger,
    ...sources,
  });
  const authorization = `Basic ${Buffer.from(`${actor}:${token}`).toString("base64")}`;
  return {
    call: async (method, path, body) =>
      answer(
        await app.request(`/api/release${path}`, {
          method,
          headers: {
            authorization,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
    close: async () => {
      await sources.release.view.stop();
      await database.close();
    },
  };
}
