import type { VersionVital } from "@shop/shared";
import type { SliceApi } from "@shop/shared/platform";

/** Reads the web-vitals p75 of versions of a slice, per page type and metric. */
export interface VitalsReader {
  read(mfe: string, versions: readonly string[]): Promise<VersionVital[]>;
}

/** The performance beacon's report as the consent slice answers it (decision 0041). */
interface VitalsReport {
  readonly rows: readonly (VersionVital & { readonly mfe: string })[];
}

/**
 * The consent team's beacon report (`GET /api/consent/vitals/report/`, decision 0041), asked
 * in-process through the slice's own routes: its table (`consent.web_vitals`) is the consent
 * team's, and the report is its public contract. The rows come from the database, so every
 * instance sees the same figures. A report that cannot be read gives no vitals, never an error:
 * health without vitals is still health.
 */
export function consentVitalsReader(consent: Pick<SliceApi, "routes">): VitalsReader {
  const mounted = consent.routes.find((routes) => routes.path === "/api/consent");
  return {
    async read(mfe, versions) {
      if (!mounted || versions.length === 0) return [];
      try {
        const response = await mounted.routes.request("/vitals/report/");
        if (!response.ok) return [];
        const report = (await response.json()) as VitalsReport;
        return report.rows
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
