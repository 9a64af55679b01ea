import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import type { VitalsReport } from "../api/vitals-body.ts";
import type { VitalsSample } from "../api/vitals-report.ts";
import { webVitals } from "./consent-schema.ts";

/**
 * Keeps one page view's measurements (one row per metric) and drops the oldest rows of its page
 * type beyond `rowsPerPageType`, so the table stays bounded however many beacons arrive.
 */
export async function addVitals(
  db: Database,
  report: VitalsReport,
  rowsPerPageType: number,
): Promise<void> {
  await db.insert(webVitals).values(
    report.metrics.map((metric) => ({
      pageType: report.pageType,
      locale: report.locale,
      path: report.path,
      versions: report.versions,
      name: metric.name,
      value: metric.value,
    })),
  );
  const oldestKept = db
    .select({ id: webVitals.id })
    .from(webVitals)
    .where(eq(webVitals.pageType, report.pageType))
    .orderBy(sql`${webVitals.id} desc`)
    .offset(rowsPerPageType)
    .limit(1);
  await db
    .delete(webVitals)
    .where(and(eq(webVitals.pageType, report.pageType), lte(webVitals.id, oldestKept)));
}

/** Every kept measurement (bounded per page type), for the report. */
export async function vitalsSamples(db: Database): Promise<VitalsSample[]> {
  return db
    .select({
      pageType: webVitals.pageType,
      locale: webVitals.locale,
      versions: webVitals.versions,
      name: webVitals.name,
      value: webVitals.value,
    })
    .from(webVitals);
}
