/**
 * The error-tracing limits of the catalogue spec (point 9) and its sampling (point 7), shared by
 * the shell's Sentry client and the edge's server reports.
 */
export const errorTracing = {
  /** Point 7: one trace in ten is sampled. */
  tracesSampleRate: 0.1,
  idleTimeoutMs: 1000,
  finalTimeoutMs: 30_000,
  childSpanTimeoutMs: 15_000,
  maxBreadcrumbs: 100,
  /** Sends queued at most (the transport's buffer). */
  maxQueuedSends: 64,
  /** Characters a message or value keeps. */
  maxMessageLength: 250,
  /** Spans one trace keeps (the SDK's own cap, which it does not let a client change). */
  maxSpans: 1000,
  /** How long a client waits after a 429 without Retry-After (the SDK's own default). */
  defaultRateLimitMs: 60_000,
} as const;

/** Where browsers send their envelopes: the edge's tunnel, never the error service itself. */
export const monitoringTunnelPath = "/api/monitoring/envelope";

/**
 * The release of a slice version, as events carry it (`mfe-catalog@0123456789ab`): the spec's
 * "release label" is per slice version here, so health and errors follow each version.
 */
export function sliceRelease(mfe: string, version: string): string {
  return `${mfe}@${version}`;
}

/** Where the edge serves a slice version's browser files: `/_mfe/{slice}/{version}/…`. */
const assetPath = /\/_mfe\/((?:mfe-[a-z]+)|shell)\/([0-9a-f]{12})\//;

/** The slice version a script URL belongs to, or undefined for a script the shop did not serve. */
export function sliceOfScript(url: string): { mfe: string; version: string } | undefined {
  const match = assetPath.exec(url);
  return match?.[1] && match[2] ? { mfe: match[1], version: match[2] } : undefined;
}
