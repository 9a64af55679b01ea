import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import { planRelease } from "./release-plan.ts";
import { releaseHistory, releaseLive } from "./release-schema.ts";
import type { HistoryEntry, LiveEntry, ReleaseAction, ReleaseCommand } from "./release-types.ts";

/** The PostgreSQL channel every change is announced on (payload: the environment). */
export const releaseChannel = "release_changed";

type LiveRow = typeof releaseLive.$inferSelect;
type HistoryRow = typeof releaseHistory.$inferSelect;

function toLiveEntry(row: LiveRow): LiveEntry {
  return {
    ...row,
    canaryAutoPromoteAt: row.canaryAutoPromoteAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return { ...row, action: row.action as ReleaseAction, at: row.at.toISOString() };
}

/**
 * The release registry of one environment in the shop's database (PGlite or PostgreSQL): the live
 * rows and their history. Every change runs in one transaction that also announces it on
 * `release_changed`, so every edge instance reloads its view at once.
 */
export class SqlReleaseRegistry {
  readonly environment: string;
  private readonly db: Database;

  constructor(db: Database, environment: string) {
    this.db = db;
    this.environment = environment;
  }

  /** Every live row of the environment. */
  async entries(): Promise<LiveEntry[]> {
    const rows = await this.db
      .select()
      .from(releaseLive)
      .where(eq(releaseLive.environment, this.environment))
      .orderBy(releaseLive.mfe, releaseLive.shop);
    return rows.map(toLiveEntry);
  }

  /** A slice's history, newest first; with `shop`, only that scope's. */
  async history(
    mfe: string,
    options: { shop?: string; limit?: number } = {},
  ): Promise<HistoryEntry[]> {
    const conditions = [
      eq(releaseHistory.environment, this.environment),
      eq(releaseHistory.mfe, mfe),
    ];
    if (options.shop !== undefined) conditions.push(eq(releaseHistory.shop, options.shop));
    const rows = await this.db
      .select()
      .from(releaseHistory)
      .where(and(...conditions))
      .orderBy(desc(releaseHistory.id))
      .limit(options.limit ?? 200);
    return rows.map(toHistoryEntry);
  }

  /**
   * Records `version` as live for a slice that has no row in the environment yet (decision 0023):
   * the version an edge serves on its first start. Inserts the row and an `adopt` history line in
   * one transaction, or nothing when a row exists; of several instances starting at once, one
   * adopts (the primary key decides) and the others find its row. True when this call adopted.
   */
  async adopt(mfe: string, version: string, actor: string, why: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`release:${this.environment}:${mfe}`}))`,
      );
      const adopted = await tx
        .insert(releaseLive)
        .values({ environment: this.environment, shop: "", mfe, version })
        .onConflictDoNothing({
          target: [releaseLive.environment, releaseLive.shop, releaseLive.mfe],
        })
        .returning({ version: releaseLive.version });
      if (adopted.length === 0) return false;
      await tx.insert(releaseHistory).values({
        environment: this.environment,
        shop: "",
        mfe,
        action: "adopt" satisfies ReleaseAction,
        fromVersion: null,
        toVersion: version,
        actor,
        why,
      });
      await tx.execute(sql`SELECT pg_notify(${releaseChannel}, ${this.environment})`);
      return true;
    });
  }

  /**
   * Applies a command: plans it against the scope's row and history under a lock (concurrent
   * commands on one slice queue up), writes the row and the history line, and notifies.
   * `inherited` names the version live in the scope without a row. Throws a `ReleaseRefusal`,
   * changing nothing, when the command cannot apply.
   */
  async apply(
    command: ReleaseCommand,
    inherited: () => Promise<string | undefined>,
  ): Promise<{ entry: LiveEntry; history: HistoryEntry }> {
    const inheritedVersion = await inherited();
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`release:${this.environment}:${command.mfe}`}))`,
      );
      const scope = and(
        eq(releaseLive.environment, this.environment),
        eq(releaseLive.shop, command.shop),
        eq(releaseLive.mfe, command.mfe),
      );
      const [current] = await tx.select().from(releaseLive).where(scope);
      const history = await tx
        .select()
        .from(releaseHistory)
        .where(
          and(
            eq(releaseHistory.environment, this.environment),
            eq(releaseHistory.shop, command.shop),
            eq(releaseHistory.mfe, command.mfe),
          ),
        )
        .orderBy(desc(releaseHistory.id))
        .limit(500);
      const plan = planRelease(
        command,
        current ? toLiveEntry(current) : undefined,
        inheritedVersion,
        history.map(toHistoryEntry),
      );
      const autoPromoteAt = plan.next.canaryAutoPromoteAt;
      const values = {
        ...plan.next,
        canaryAutoPromoteAt: autoPromoteAt ? new Date(autoPromoteAt) : null,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(releaseLive)
        .values({ environment: this.environment, shop: command.shop, mfe: command.mfe, ...values })
        .onConflictDoUpdate({
          target: [releaseLive.environment, releaseLive.shop, releaseLive.mfe],
          set: values,
        })
        .returning();
      const [line] = await tx
        .insert(releaseHistory)
        .values({
          environment: this.environment,
          shop: command.shop,
          mfe: command.mfe,
          ...plan.record,
          actor: command.actor,
          why: command.why,
        })
        .returning();
      await tx.execute(sql`SELECT pg_notify(${releaseChannel}, ${this.environment})`);
      if (!row || !line) throw new Error("the release registry wrote no row");
      return { entry: toLiveEntry(row), history: toHistoryEntry(line) };
    });
  }
}
