import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";
import type { BalanceEntry, BalanceKind } from "../balance/account-balance.ts";
import type { MyBalanceEntry } from "../my-data/my-data.ts";

interface BalanceRow {
  id: string;
  kind: string;
  amountCents: number | string;
  currency: string;
  reference: string;
  createdAt: Date | string;
}

/** A new movement of a customer's balance (the service team's tools, demo data, tests). */
export interface NewBalanceEntry {
  readonly kind: BalanceKind;
  readonly amountCents: number;
  readonly currency: string;
  readonly reference: string;
}

/**
 * Customers' gift card and credit movements (table `balance_entries`). Every read names the
 * customer, so no one reads another customer's balance.
 */
export class BalanceStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A customer's movements in one currency, newest first. */
  async historyOf(userId: string, currency: string): Promise<BalanceEntry[]> {
    const entries = await this.allOf(userId);
    return entries
      .filter((entry) => entry.currency === currency)
      .map(({ currency: _, ...entry }) => entry);
  }

  /** Every movement of a customer, in any currency, newest first. */
  async allOf(userId: string): Promise<MyBalanceEntry[]> {
    const rows = await queryRows<BalanceRow>(
      this.db,
      sql`select id, kind, amount_cents as "amountCents", currency, reference,
          created_at as "createdAt"
        from balance_entries where user_id = ${userId}
        order by created_at desc, id`,
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind === "credit" ? "credit" : "giftCard",
      amountCents: Number(row.amountCents),
      currency: row.currency,
      reference: row.reference,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  async add(userId: string, entry: NewBalanceEntry): Promise<string> {
    const id = randomUUID();
    await queryRows(
      this.db,
      sql`insert into balance_entries (id, user_id, kind, amount_cents, currency, reference)
        values (${id}, ${userId}, ${entry.kind}, ${entry.amountCents}, ${entry.currency}, ${entry.reference})`,
    );
    return id;
  }
}
