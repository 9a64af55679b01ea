/** What the shop counted for one slice version, over every edge instance. */
export interface VersionHealth {
  readonly version: string;
  /** Pages composed with this version on them. */
  readonly pageViews: number;
  /** Error events reported for it: uncaught errors and rejections in browsers, server renders. */
  readonly errors: number;
  /** Its browser code could not be loaded. */
  readonly loadFailures: number;
}

/** Failures per page view: errors and load failures over the pages that carried the version. */
export function errorRate(health: VersionHealth): number {
  return health.pageViews === 0 ? 0 : (health.errors + health.loadFailures) / health.pageViews;
}

export interface HealthComparison {
  readonly current: VersionHealth & { readonly errorRate: number };
  /** The version it replaced, when the shop counted it. */
  readonly previous?: VersionHealth & { readonly errorRate: number };
  /** How much more often the current version fails (negative: less often). */
  readonly errorRateChange?: number;
}

/** A version's health beside the one it replaced. */
export function compareHealth(current: VersionHealth, previous?: VersionHealth): HealthComparison {
  const withRate = (health: VersionHealth) => ({ ...health, errorRate: errorRate(health) });
  if (!previous) return { current: withRate(current) };
  return {
    current: withRate(current),
    previous: withRate(previous),
    errorRateChange: errorRate(current) - errorRate(previous),
  };
}

/** When a canary is judged (decision 0037). */
export interface CanaryPolicy {
  /** How much higher (failures per page view) the canary's rate may be than the live version's. */
  readonly margin: number;
  /** Page views the canary needs before it is judged at all. */
  readonly minPageViews: number;
}

export const defaultCanaryPolicy: CanaryPolicy = { margin: 0.02, minPageViews: 50 };

export type CanaryDecision =
  | { readonly action: "wait"; readonly reason: string }
  | { readonly action: "rollback" | "promote"; readonly reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * What to do with a running canary: roll it back when, over at least `minPageViews` page views,
 * its failure rate exceeds the live version's by more than the margin; promote it when the release
 * manager asked for that after a time (`autoPromoteAt`) and it has passed, healthy, with enough
 * page views; otherwise wait. The reason carries the figures, for the history.
 */
export function canaryDecision(input: {
  readonly policy: CanaryPolicy;
  readonly canary: VersionHealth;
  readonly live: VersionHealth;
  readonly now: Date;
  readonly autoPromoteAt?: Date;
}): CanaryDecision {
  const { policy, canary, live } = input;
  const canaryRate = errorRate(canary);
  const liveRate = errorRate(live);
  const figures = `canary ${canary.version}: ${canary.errors + canary.loadFailures} failures in ${canary.pageViews} page views (${percent(canaryRate)}); live ${live.version}: ${live.errors + live.loadFailures} in ${live.pageViews} (${percent(liveRate)}); margin ${percent(policy.margin)}`;
  if (canary.pageViews < policy.minPageViews) {
    return { action: "wait", reason: `too few page views (${figures})` };
  }
  if (canaryRate > liveRate + policy.margin) {
    return { action: "rollback", reason: `error rate above the live version's (${figures})` };
  }
  if (input.autoPromoteAt && input.now >= input.autoPromoteAt) {
    return { action: "promote", reason: `healthy for the agreed time (${figures})` };
  }
  return { action: "wait", reason: `healthy so far (${figures})` };
}

const durationUnits: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `30m`, `90s`, `2h` in milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,4})([smh])$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const ms = Number(match[1]) * (durationUnits[match[2]] ?? 0);
  return ms > 0 ? ms : undefined;
}
