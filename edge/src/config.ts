import path from "node:path";
import { microFrontends, type MicroFrontendName } from "@shop/shared";
import type { MailConfig } from "./mail/mailer.ts";
import { loadPlatformApiConfig, type PlatformApiConfig } from "./platform-api/config.ts";
import { loadMonitoringConfig, type MonitoringConfig } from "./monitoring/monitoring-config.ts";
import { loadReleaseConfig, type ReleaseConfig } from "./release/release-config.ts";
import type { PublicOrigin } from "./shops/shop-registry.ts";

export interface EdgeConfig extends PlatformApiConfig {
  readonly port: number;
  readonly host: string;
  /** Development: announce rebuilt slices to open pages so they reload. */
  readonly dev: boolean;
  /** Each slice's `dist` folder (its `current.json` and `versions/`). */
  readonly sliceDists: Readonly<Record<MicroFrontendName, string>>;
  /** How long a fragment may take before its fallback is sent instead. */
  readonly fragmentTimeoutMs: number;
  /**
   * Stopping (issue 25, point 3): `/readyz` says draining for `SHOP_DRAIN_DELAY_MS` before the
   * instance stops taking connections (the balancer's time to notice), then requests in flight
   * get up to `SHOP_SHUTDOWN_TIMEOUT_MS` to finish.
   */
  readonly shutdown: { readonly drainDelayMs: number; readonly timeoutMs: number };
  /**
   * Slice server renderers run in worker threads (decision 0028): `SHOP_RENDERER_WORKERS` per
   * loaded version (1–4), ended `SHOP_RENDERER_GRACE_MS` after a version is unused and live nowhere.
   */
  readonly renderers: { readonly workersPerVersion: number; readonly graceMs: number };
  readonly fragmentCache: {
    readonly freshMs: number;
    readonly staleMs: number;
    readonly maxEntries: number;
    /** The most its entries hold together (markup, state and key, estimated). */
    readonly maxBytes: number;
    /** How often each slice's data version is read again besides change notifications. */
    readonly dataPollMs: number;
  };
  /**
   * Whole pages for visitors without personal state (decision 0048): kept
   * `SHOP_DOCUMENT_CACHE_FRESH_MS`, at most `SHOP_DOCUMENT_CACHE_ENTRIES` documents and
   * `SHOP_DOCUMENT_CACHE_BYTES` compressed bytes; 0 bytes turns the cache off.
   */
  readonly documentCache: {
    readonly freshMs: number;
    readonly maxEntries: number;
    readonly maxBytes: number;
  };
  /** How shops are reached from outside (canonical links, HSTS): `SHOP_PUBLIC_SCHEME`, `SHOP_PUBLIC_PORT`. */
  readonly publicOrigin: PublicOrigin;
  /** Extra origins pages may load slice assets from (a CDN): `SHOP_ASSET_ORIGINS`, space-separated. */
  readonly assetOrigins: readonly string[];
  /** PostgreSQL (`DATABASE_URL`); without it the embedded PGlite runs in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** PGlite's data folder (`SHOP_DATA_DIR`), created on first start. */
  readonly dataDir: string;
  /** Product image sources (`SHOP_IMAGE_DIR`) and the resized images cached from them. */
  readonly imageDir: string;
  readonly imageCacheDir: string;
  /**
   * The image cache's cap in bytes (`SHOP_IMAGE_CACHE_BYTES`), cold renders at once
   * (`SHOP_IMAGE_RENDERS`) and waiting (`SHOP_IMAGE_RENDER_QUEUE`; decision 0030).
   */
  readonly imageLimits: {
    readonly cacheBytes: number;
    readonly renders: number;
    readonly renderQueue: number;
  };
  /** Proxies whose `X-Forwarded-For` is believed (`SHOP_TRUSTED_PROXIES`, space-separated). */
  readonly trustedProxies: readonly string[];
  /** A leaked-password range API (`SHOP_PASSWORD_RANGE_URL`); the shipped list without it. */
  readonly passwordRangeUrl: string | undefined;
  /** E-mail: SMTP (`SHOP_SMTP_URL`) or else the outbox folder (`SHOP_OUTBOX_DIR`); `SHOP_MAIL_FROM`. */
  readonly mail: MailConfig;
  /** The release registry, the artefact store and the admin secret (decision 0017). */
  readonly release: ReleaseConfig;
  /** Error reporting and canary analysis (decision 0037). */
  readonly monitoring: MonitoringConfig;
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

function rendererWorkers(env: NodeJS.ProcessEnv): number {
  const workers = integer(env, "SHOP_RENDERER_WORKERS", 1);
  if (workers < 1 || workers > 4) {
    throw new Error(`SHOP_RENDERER_WORKERS must be 1 to 4, got ${workers}`);
  }
  return workers;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be at least 1, got 0`);
  return value;
}

function httpsUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!/^https:\/\/[^\s]+$/.test(raw))
    throw new Error(`${name} must be an https URL, got "${raw}"`);
  return raw;
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
  const scheme = env.SHOP_PUBLIC_SCHEME || "http";
  if (scheme !== "http" && scheme !== "https") {
    throw new Error(`SHOP_PUBLIC_SCHEME must be http or https, got "${scheme}"`);
  }
  const defaultPort = (scheme === "https" && port === 443) || (scheme === "http" && port === 80);
  const assetOrigins = (env.SHOP_ASSET_ORIGINS ?? "").split(/\s+/).filter(Boolean);
  for (const origin of assetOrigins) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      throw new Error(`SHOP_ASSET_ORIGINS holds "${origin}", which is not an origin`);
    }
  }
  return {
    port,
    host: env.HOST || "localhost",
    dev: env.SHOP_DEV === "1",
    sliceDists,
    fragmentTimeoutMs: integer(env, "SHOP_FRAGMENT_TIMEOUT_MS", 3000),
    renderers: {
      workersPerVersion: rendererWorkers(env),
      graceMs: integer(env, "SHOP_RENDERER_GRACE_MS", 60_000),
    },
    shutdown: {
      drainDelayMs: integer(env, "SHOP_DRAIN_DELAY_MS", 0),
      timeoutMs: integer(env, "SHOP_SHUTDOWN_TIMEOUT_MS", 10_000),
    },
    fragmentCache: {
      freshMs: integer(env, "SHOP_FRAGMENT_CACHE_FRESH_MS", 60_000),
      staleMs: integer(env, "SHOP_FRAGMENT_CACHE_STALE_MS", 600_000),
      maxEntries: integer(env, "SHOP_FRAGMENT_CACHE_ENTRIES", 5_000),
      maxBytes: integer(env, "SHOP_FRAGMENT_CACHE_BYTES", 64 * 1024 * 1024),
      dataPollMs: positive(env, "SHOP_DATA_VERSION_POLL_MS", 1000),
    },
    documentCache: {
      freshMs: integer(env, "SHOP_DOCUMENT_CACHE_FRESH_MS", 60_000),
      maxEntries: integer(env, "SHOP_DOCUMENT_CACHE_ENTRIES", 2_000),
      maxBytes: integer(env, "SHOP_DOCUMENT_CACHE_BYTES", 32 * 1024 * 1024),
    },
    publicOrigin: { scheme, port: env.SHOP_PUBLIC_PORT ?? (defaultPort ? "" : String(port)) },
    assetOrigins,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.SHOP_DATA_DIR
      ? path.resolve(env.SHOP_DATA_DIR)
      : path.join(repositoryRoot, ".data", "pglite"),
    imageDir: env.SHOP_IMAGE_DIR
      ? path.resolve(env.SHOP_IMAGE_DIR)
      : path.join(repositoryRoot, ".data", "images"),
    imageCacheDir: env.SHOP_IMAGE_CACHE_DIR
      ? path.resolve(env.SHOP_IMAGE_CACHE_DIR)
      : path.join(repositoryRoot, ".data", "image-cache"),
    imageLimits: {
      cacheBytes: integer(env, "SHOP_IMAGE_CACHE_BYTES", 512 * 1024 * 1024),
      renders: positive(env, "SHOP_IMAGE_RENDERS", 2),
      renderQueue: integer(env, "SHOP_IMAGE_RENDER_QUEUE", 64),
    },
    trustedProxies: (env.SHOP_TRUSTED_PROXIES ?? "").split(/\s+/).filter(Boolean),
    passwordRangeUrl: httpsUrl(env, "SHOP_PASSWORD_RANGE_URL"),
    mail: {
      smtpUrl: env.SHOP_SMTP_URL || undefined,
      from: env.SHOP_MAIL_FROM || undefined,
      outboxDir: env.SHOP_OUTBOX_DIR
        ? path.resolve(env.SHOP_OUTBOX_DIR)
        : path.join(repositoryRoot, ".data", "outbox"),
    },
    release: loadReleaseConfig(env, repositoryRoot),
    monitoring: loadMonitoringConfig(env),
    ...loadPlatformApiConfig(env),
  };
}
