import {
  locales,
  microFrontends,
  routes,
  vitalMetrics,
  type Locale,
  type VitalMetric,
} from "@shop/shared";

/** The most one beacon may carry: one page view's metrics and the versions of its slices. */
export const vitalsBounds = {
  bodyBytes: 2048,
  pathLength: 512,
  versionLength: 64,
  /** Highest accepted value: an hour in milliseconds (CLS is far below it). */
  maxValue: 3_600_000,
  /** Rows kept per page type; a new row pushes out the oldest (issue 20: bounded). */
  rowsPerPageType: 5_000,
};

/** One page view's measurements as the performance beacon sends them. */
export interface VitalsReport {
  readonly pageType: string;
  readonly locale: Locale;
  readonly path: string;
  readonly versions: Readonly<Record<string, string>>;
  readonly metrics: readonly { readonly name: VitalMetric; readonly value: number }[];
}

/** A beacon body that is not a page view's measurements: the message says which field. */
export class VitalsBodyError extends Error {
  override readonly name = "VitalsBodyError";
}

const pageTypes = new Set<string>([...Object.keys(routes), "notFound"]);
const sliceNames = new Set<string>(microFrontends);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Checks a performance beacon's body (catalogue spec point 7: path, name and value per metric,
 * plus what the report groups by); throws a `VitalsBodyError` naming the first bad field.
 */
export function parseVitalsBody(value: unknown): VitalsReport {
  const body = record(value);
  const { pageType, locale, path, versions, metrics } = body;
  if (typeof pageType !== "string" || !pageTypes.has(pageType)) {
    throw new VitalsBodyError("pageType must be one of the shop's page types");
  }
  if (typeof locale !== "string" || !(locales as readonly string[]).includes(locale)) {
    throw new VitalsBodyError(`locale must be one of ${locales.join(", ")}`);
  }
  if (typeof path !== "string" || !path.startsWith("/") || path.length > vitalsBounds.pathLength) {
    throw new VitalsBodyError(
      `path must be the page's path, at most ${vitalsBounds.pathLength} characters`,
    );
  }
  const versionEntries = Object.entries(record(versions));
  if (
    versionEntries.length === 0 ||
    versionEntries.some(
      ([mfe, version]) =>
        !sliceNames.has(mfe) ||
        typeof version !== "string" ||
        version.length > vitalsBounds.versionLength ||
        !/^[A-Za-z0-9._+-]+$/.test(version),
    )
  ) {
    throw new VitalsBodyError("versions must map the page's slices to their versions");
  }
  const list = Array.isArray(metrics) ? (metrics as unknown[]) : [];
  const names = new Set<string>();
  const parsed = list.map((item) => {
    const { name, value: measured } = record(item);
    if (
      typeof name !== "string" ||
      !(vitalMetrics as readonly string[]).includes(name) ||
      names.has(name) ||
      typeof measured !== "number" ||
      !Number.isFinite(measured) ||
      measured < 0 ||
      measured > vitalsBounds.maxValue
    ) {
      throw new VitalsBodyError(
        `metrics must list each of ${vitalMetrics.join(", ")} at most once, with a value from 0 to ${vitalsBounds.maxValue}`,
      );
    }
    names.add(name);
    return { name: name as VitalMetric, value: measured };
  });
  if (parsed.length === 0) throw new VitalsBodyError("metrics must list at least one metric");
  return {
    pageType,
    locale: locale as Locale,
    path,
    versions: Object.fromEntries(versionEntries) as Record<string, string>,
    metrics: parsed,
  };
}
