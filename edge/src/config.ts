import path from "node:path";
import { microFrontends, type MicroFrontendName } from "@shop/shared";

export interface EdgeConfig {
  readonly port: number;
  readonly host: string;
  /** Development: announce rebuilt slices to open pages so they reload. */
  readonly dev: boolean;
  /** Each slice's `dist` folder (its `current.json` and `versions/`). */
  readonly sliceDists: Readonly<Record<MicroFrontendName, string>>;
  /** How long a fragment may take before its fallback is sent instead. */
  readonly fragmentTimeoutMs: number;
  readonly fragmentCache: {
    readonly freshMs: number;
    readonly staleMs: number;
    readonly maxEntries: number;
  };
}

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/**
 * Reads the edge's configuration from the environment; every value has an embedded default.
 * `SHOP_SLICE_DIST_<NAME>` (for example `SHOP_SLICE_DIST_MFE_CATALOG`) points one slice at
 * another build folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const sliceDists = Object.fromEntries(
    microFrontends.map((name) => {
      const override = env[`SHOP_SLICE_DIST_${name.replaceAll("-", "_").toUpperCase()}`];
      return [name, override ? path.resolve(override) : path.join(repositoryRoot, name, "dist")];
    }),
  ) as Record<MicroFrontendName, string>;
  const port = integer(env, "PORT", 3000);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  return {
    port,
    host: env.HOST || "localhost",
    dev: env.SHOP_DEV === "1",
    sliceDists,
    fragmentTimeoutMs: integer(env, "SHOP_FRAGMENT_TIMEOUT_MS", 3000),
    fragmentCache: {
      freshMs: integer(env, "SHOP_FRAGMENT_CACHE_FRESH_MS", 60_000),
      staleMs: integer(env, "SHOP_FRAGMENT_CACHE_STALE_MS", 600_000),
      maxEntries: integer(env, "SHOP_FRAGMENT_CACHE_ENTRIES", 5_000),
    },
  };
}
