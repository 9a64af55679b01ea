import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import { monitoringEvents } from "./monitoring-schema.ts";

/** One error event for a slice version, personal data removed. */
export interface ErrorReport {
  readonly mfe: string;
  readonly version: string;
  readonly source: "browser" | "server";
  /** The slice version's browser code could not load (a load failure, not an error). */
  readonly loadFailure: boolean;
  readonly message: string;
  readonly event: Record<string, unknown>;
}

export interface StoredError {
  readonly id: number;
  readonly source: string;
  readonly message: string;
  readonly event: unknown;
  readonly receivedAt: string;
}

/**
 * Error events in the database when no Sentry DSN is configured: at most `maxPerVersion` per
 * slice version (the newest), so a flood of one version's errors cannot fill the disk.
 */
export class SqlErrorStore {
  readonly maxPerVersion: number;
  private readonly db: Database;
  private readonly environment: string;

  constructor(db: Database, environment: string, maxPerVersion: number) {
    this.db = db;
    this.environment = environment;
    this.maxPerVersion = maxPerVersion;
  }

  async add(report: ErrorReport): Promise<void> {
    const scope = and(
      eq(monitoringEvents.environment, this.environment),
      eq(monitoringEvents.mfe, report.mfe),
      eq(monitoringEvents.version, report.version),
    );
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(monitoringEvents)
        .values({
          environment: this.environment,
          mfe: report.mfe,
          version: report.version,
          source: report.source,
          message: report.message,
          event: report.event,
        })
        .returning({ id: monitoringEvents.id });
      if (!row) return;
      // Past the bound, the oldest of the version's events go.
      await tx
        .delete(monitoringEvents)
        .where(
          and(
            scope,
            lt(
              monitoringEvents.id,
              sql`(select min(id) from (select id from ${monitoringEvents} where ${scope} order by id desc limit ${this.maxPerVersion}) newest)`,
            ),
          ),
        );
    });
  }

  /** The newest events of a slice version, newest first. */
  async latest(mfe: string, version: string, limit: number): Promise<StoredError[]> {
    const rows = await this.db
      .select()
      .from(monitoringEvents)
      .where(
        and(
          eq(monitoringEvents.environment, this.environment),
          eq(monitoringEvents.mfe, mfe),
          eq(monitoringEvents.version, version),
        ),
      )
      .orderBy(desc(monitoringEvents.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      source: row.source,
      message: row.message,
      event: row.event,
      receivedAt: row.receivedAt.toISOString(),
    }));
  }
}
