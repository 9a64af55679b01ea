import { defaultCanaryPolicy, parseDsn, type CanaryPolicy, type Dsn } from "@shop/shared";

/** The shop's own project when no Sentry DSN is configured: envelopes are stored, not sent on. */
export const embeddedDsn = "https://wohnfein@monitoring.localhost/1";

/** Checks every 10 s: a bad canary goes within a minute of its figures showing it. */
export const defaultCanaryCheckMs = 10_000;

export interface MonitoringConfig {
  /** The public DSN browsers put in their envelopes (names the one project the tunnel accepts). */
  readonly dsn: string;
  readonly project: Dsn;
  /** Forward envelopes to Sentry (`SHOP_SENTRY_DSN`); otherwise store them in the database. */
  readonly forward: boolean;
  /**
   * The largest envelope the tunnel reads: 1 MiB, Sentry's own limit for one event. A sampled
   * page-load trace of a product page measured 135–223 KB, more than error envelopes need.
   */
  readonly maxEnvelopeBytes: number;
  /** Error events stored per slice version at most (the newest). */
  readonly maxEventsPerVersion: number;
  /** Envelopes per client: a burst, then one every two seconds. */
  readonly perClient: { readonly burst: number; readonly perSecond: number };
  readonly canary: CanaryPolicy;
  /** How often each instance checks the running canaries (`SHOP_CANARY_CHECK_MS`). */
  readonly canaryCheckMs: number;
}

function numberIn(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

/** Error reporting and canary analysis (decision 0037); every value has an embedded default. */
export function loadMonitoringConfig(env: NodeJS.ProcessEnv): MonitoringConfig {
  const dsn = env.SHOP_SENTRY_DSN || embeddedDsn;
  const project = parseDsn(dsn);
  if (!project) {
    throw new Error(`SHOP_SENTRY_DSN must be a DSN (https://key@host/project), got "${dsn}"`);
  }
  return {
    dsn,
    project,
    forward: Boolean(env.SHOP_SENTRY_DSN),
    maxEnvelopeBytes: 1024 * 1024,
    maxEventsPerVersion: 200,
    perClient: { burst: 20, perSecond: 0.5 },
    canaryCheckMs: Math.max(
      100,
      Math.round(numberIn(env, "SHOP_CANARY_CHECK_MS", defaultCanaryCheckMs, 600_000)),
    ),
    canary: {
      margin: numberIn(env, "SHOP_CANARY_MARGIN", defaultCanaryPolicy.margin, 1),
      minPageViews: Math.round(
        numberIn(env, "SHOP_CANARY_MIN_PAGE_VIEWS", defaultCanaryPolicy.minPageViews, 1_000_000),
      ),
    },
  };
}
