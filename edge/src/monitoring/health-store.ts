import { and, eq, inArray, sql } from "drizzle-orm";
import type { VersionHealth } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import type { Logger } from "../logger.ts";
import { sliceHealth } from "./monitoring-schema.ts";

/** What one page view or error report adds to a slice version's counts. */
export type HealthCounts = Omit<VersionHealth, "version">;

type MutableCounts = { -readonly [K in keyof HealthCounts]: HealthCounts[K] };

/** How often an instance writes what it counted (decision 0037: well inside a minute). */
export const defaultHealthFlushMs = 1000;

/**
 * Health per slice version in the database (`platform.slice_health`), shared by every instance.
 * Counting is in memory and cheap (one per page view); the sums are added to the rows every
 * `flushMs` in one statement. Only versions the edge serves are counted, so the keys are bounded.
 */
export class SliceHealthStore {
  /** Per slice, then per version: a page view builds no key (decision 0067). */
  private pending = new Map<string, Map<string, MutableCounts>>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  readonly environment: string;
  private readonly db: Database;
  private readonly logger: Logger;

  constructor(
    db: Database,
    environment: string,
    options: { readonly logger: Logger; readonly flushMs?: number },
  ) {
    this.db = db;
    this.environment = environment;
    this.logger = options.logger;
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? defaultHealthFlushMs);
    this.timer.unref();
  }

  count(mfe: string, version: string, counts: Partial<HealthCounts>): void {
    let versions = this.pending.get(mfe);
    if (!versions) {
      versions = new Map();
      this.pending.set(mfe, versions);
    }
    let pending = versions.get(version);
    if (!pending) {
      pending = { pageViews: 0, errors: 0, loadFailures: 0 };
      versions.set(version, pending);
    }
    // Added in place: every page view counts each slice on it.
    pending.pageViews += counts.pageViews ?? 0;
    pending.errors += counts.errors ?? 0;
    pending.loadFailures += counts.loadFailures ?? 0;
  }

  /** Adds what was counted since the last flush to the shared rows (one flush at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    const entries = [...this.pending].flatMap(([mfe, versions]) =>
      [...versions].map(([version, counts]) => ({ mfe, version, counts })),
    );
    if (entries.length === 0) return;
    this.pending = new Map();
    const rows = entries.map(({ mfe, version, counts }) => ({
      environment: this.environment,
      mfe,
      version,
      ...counts,
    }));
    try {
      await this.db
        .insert(sliceHealth)
        .values(rows)
        .onConflictDoUpdate({
          target: [sliceHealth.environment, sliceHealth.mfe, sliceHealth.version],
          set: {
            pageViews: sql`${sliceHealth.pageViews} + excluded.page_views`,
            errors: sql`${sliceHealth.errors} + excluded.errors`,
            loadFailures: sql`${sliceHealth.loadFailures} + excluded.load_failures`,
            updatedAt: sql`now()`,
          },
        });
    } catch (error) {
      // Counts of a failed write are given back, so a database hiccup loses none.
      for (const entry of entries) this.count(entry.mfe, entry.version, entry.counts);
      this.logger.error("health.write_failed", { error: String(error) });
    }
  }

  /** The counts of these versions of a slice (zero for a version nothing was counted for). */
  async read(mfe: string, versions: readonly string[]): Promise<VersionHealth[]> {
    if (versions.length === 0) return [];
    const rows = await this.db
      .select()
      .from(sliceHealth)
      .where(
        and(
          eq(sliceHealth.environment, this.environment),
          eq(sliceHealth.mfe, mfe),
          inArray(sliceHealth.version, [...versions]),
        ),
      );
    return versions.map((version) => {
      const row = rows.find((candidate) => candidate.version === version);
      return {
        version,
        pageViews: row?.pageViews ?? 0,
        errors: row?.errors ?? 0,
        loadFailures: row?.loadFailures ?? 0,
      };
    });
  }

  /** Writes what is left and stops the timer (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
