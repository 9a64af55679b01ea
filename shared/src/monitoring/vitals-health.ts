/** The web vitals a slice version's health shows (Core Web Vitals: loading, responsiveness, layout). */
export const healthVitals = ["LCP", "INP", "CLS"] as const;
export type HealthVital = (typeof healthVitals)[number];

/** The p75 of one metric on one page type while one slice version was on the page (the beacon's report). */
export interface VersionVital {
  readonly pageType: string;
  readonly version: string;
  readonly metric: string;
  readonly p75: number;
  readonly samples: number;
}

/** One metric on one page type: a version's p75 beside the p75 of the version it is compared with. */
export interface VitalComparison {
  readonly pageType: string;
  readonly metric: HealthVital;
  readonly current: { readonly p75: number; readonly samples: number };
  /** Absent when the other version has no samples of it on that page type. */
  readonly previous?: { readonly p75: number; readonly samples: number };
  /** current − previous: positive is worse for all three (slower, later, more shifting). */
  readonly change?: number;
}

const isHealthVital = (metric: string): metric is HealthVital =>
  (healthVitals as readonly string[]).includes(metric);

/**
 * A version's LCP, INP and CLS p75 per page type beside the other version's on the same page
 * type (never across page types: a product page and the home page are not comparable). Only
 * what the current version has samples of; sorted by page type, then LCP, INP, CLS.
 */
export function compareVitals(
  rows: readonly VersionVital[],
  current: string,
  previous: string | undefined,
): VitalComparison[] {
  const find = (version: string | undefined, pageType: string, metric: string) =>
    rows.find(
      (row) => row.version === version && row.pageType === pageType && row.metric === metric,
    );
  return rows
    .filter((row) => row.version === current && isHealthVital(row.metric))
    .sort(
      (a, b) =>
        a.pageType.localeCompare(b.pageType) ||
        healthVitals.indexOf(a.metric as HealthVital) -
          healthVitals.indexOf(b.metric as HealthVital),
    )
    .map((row) => {
      const metric = row.metric as HealthVital;
      const other = find(previous, row.pageType, metric);
      const own = { p75: row.p75, samples: row.samples };
      return other
        ? {
            pageType: row.pageType,
            metric,
            current: own,
            previous: { p75: other.p75, samples: other.samples },
            change: row.p75 - other.p75,
          }
        : { pageType: row.pageType, metric, current: own };
    });
}

/** A vital as people read it: LCP and INP in milliseconds, CLS as a unitless score. */
export function vitalText(metric: HealthVital, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
}
