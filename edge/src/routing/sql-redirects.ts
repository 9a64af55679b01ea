import { and, eq, sql } from "drizzle-orm";
import { configuredLocation, type Brand } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import { redirects } from "../db/platform-schema.ts";
import type { RedirectSource } from "./redirect-source.ts";
import type { RedirectTarget } from "./redirect-rules.ts";

/** A row of the redirect table. */
export type RedirectRow = typeof redirects.$inferInsert;

/** The redirect store in the shop's database, behind `GET /api/shop/redirect/{path}`. */
export class SqlRedirectSource implements RedirectSource {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A row's target as a Location (`configuredLocation`); a row with an unsafe target is none. */
  async lookup(brand: Brand, requestPath: string): Promise<RedirectTarget | undefined> {
    const [row] = await this.db
      .select({ target: redirects.target, statusCode: redirects.statusCode })
      .from(redirects)
      .where(and(eq(redirects.brand, brand), eq(redirects.path, requestPath)));
    const target = row && configuredLocation(row.target);
    return row && target
      ? { target, statusCode: row.statusCode as RedirectTarget["statusCode"] }
      : undefined;
  }

  /** Replaces every redirect with the given ones (the demo shop's, written at seeding). */
  async replaceAll(rows: readonly RedirectRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${redirects}`);
      if (rows.length > 0) await tx.insert(redirects).values([...rows]);
    });
  }
}
