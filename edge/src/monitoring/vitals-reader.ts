import type { VersionVital } from "@shop/shared";

/** Reads the web-vitals p75 of versions of a slice, per page type and metric. */
export interface VitalsReader {
  read(mfe: string, versions: readonly string[]): Promise<VersionVital[]>;
}

/** The consent slice's beacon report, one row per page type, slice version and metric (decision 0041). */
interface VitalsReportSource {
  vitalsReport(): Promise<readonly (VersionVital & { readonly mfe: string })[]>;
}

/**
 * The consent team's beacon report, asked in-process through its API: its table
 * (`consent.web_vitals`) is the consent team's, and the report is its public contract. The rows
 * come from the database, so every instance sees the same figures. A report that cannot be read
 * gives no vitals, never an error: health without vitals is still health.
 */
export function consentVitalsReader(consent: VitalsReportSource): VitalsReader {
  return {
    async read(mfe, versions) {
      if (versions.length === 0) return [];
      try {
        const rows = await consent.vitalsReport();
        return rows
          .filter((row) => row.mfe === mfe && versions.includes(row.version))
          .map(({ pageType, version, metric, p75, samples }) => ({
            pageType,
            version,
            metric,
            p75,
            samples,
          }));
      } catch {
        return [];
      }
    },
  };
}
