import {
  compareHealth,
  compareVitals,
  type HealthComparison,
  type VersionHealth,
  type VitalComparison,
} from "@shop/shared";
import type { StoredError } from "../monitoring/error-store.ts";
import type { VitalsReader } from "../monitoring/vitals-reader.ts";
import type { HistoryEntry } from "./release-types.ts";

/** Reads the counts of versions of a slice (the monitoring's `SliceHealthStore`). */
export interface HealthReader {
  read(mfe: string, versions: readonly string[]): Promise<VersionHealth[]>;
}

/** Reads the newest stored error events of a slice version (the monitoring's `SqlErrorStore`). */
export interface ErrorLog {
  latest(mfe: string, version: string, limit: number): Promise<StoredError[]>;
}

/** The newest errors of one slice version. */
export interface VersionErrors {
  readonly mfe: string;
  readonly version: string;
  readonly errors: readonly StoredError[];
}

/** A slice's health for all shops: the live version beside the one it replaced, a canary beside the live one. */
export interface SliceHealthReport {
  readonly mfe: string;
  readonly live: HealthComparison | null;
  readonly canary: HealthComparison | null;
  /**
   * The performance beacon's LCP, INP and CLS p75 per page type, where measured: the live
   * version's beside the version it replaced, the canary's beside the live version's.
   */
  readonly vitals: { readonly live: VitalComparison[]; readonly canary: VitalComparison[] };
}

/** The version the live one replaced: the `from` of the newest change that made it live. */
export function replacedVersion(
  history: readonly HistoryEntry[],
  live: string,
): string | undefined {
  const madeLive = history.find(
    (entry) => entry.shop === "" && entry.toVersion === live && entry.fromVersion !== live,
  );
  return madeLive?.fromVersion ?? undefined;
}

export async function sliceHealthReport(
  reader: HealthReader,
  slice: {
    readonly mfe: string;
    readonly version: string | null;
    readonly canary: { readonly version: string } | null;
  },
  history: readonly HistoryEntry[],
  vitalsReader?: VitalsReader,
): Promise<SliceHealthReport> {
  const none = { mfe: slice.mfe, live: null, canary: null, vitals: { live: [], canary: [] } };
  if (!slice.version) return none;
  const replaced = replacedVersion(history, slice.version);
  const versions = [slice.version, replaced, slice.canary?.version].filter(
    (version): version is string => Boolean(version),
  );
  const [counts, vitals] = await Promise.all([
    reader.read(slice.mfe, versions),
    vitalsReader?.read(slice.mfe, versions) ?? [],
  ]);
  const of = (version: string | undefined) => counts.find((count) => count.version === version);
  const live = of(slice.version);
  if (!live) return none;
  const canary = of(slice.canary?.version);
  return {
    mfe: slice.mfe,
    live: compareHealth(live, of(replaced)),
    canary: canary ? compareHealth(canary, live) : null,
    vitals: {
      live: compareVitals(vitals, slice.version, replaced),
      canary: slice.canary ? compareVitals(vitals, slice.canary.version, slice.version) : [],
    },
  };
}
