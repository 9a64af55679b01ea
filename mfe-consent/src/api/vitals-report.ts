import { p75 } from "@shop/shared";

/** One kept measurement as the report reads it. */
export interface VitalsSample {
  readonly pageType: string;
  readonly locale: string;
  readonly versions: Readonly<Record<string, string>>;
  readonly name: string;
  readonly value: number;
}

/** The p75 of one metric on one page type while one slice version was on the page. */
export interface VitalsReportRow {
  readonly pageType: string;
  readonly mfe: string;
  readonly version: string;
  readonly metric: string;
  readonly p75: number;
  readonly samples: number;
}

/**
 * The release page's view of the beacon (issue 20 point 6): p75 per page type, slice version and
 * metric. A sample counts for every slice version on its page, so a release manager can compare
 * a catalogue version's product-page LCP with the one before. Sorted for stable output.
 */
export function vitalsP75(samples: readonly VitalsSample[]): VitalsReportRow[] {
  const groups = new Map<
    string,
    { key: Omit<VitalsReportRow, "p75" | "samples">; values: number[] }
  >();
  for (const sample of samples) {
    for (const [mfe, version] of Object.entries(sample.versions)) {
      const key = { pageType: sample.pageType, mfe, version, metric: sample.name };
      const id = JSON.stringify(key);
      const group = groups.get(id) ?? { key, values: [] };
      group.values.push(sample.value);
      groups.set(id, group);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { key, values }]) => ({ ...key, p75: p75(values) ?? 0, samples: values.length }));
}
