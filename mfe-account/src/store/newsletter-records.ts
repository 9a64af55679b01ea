import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";
import type { MyNewsletterSignUp } from "../my-data/my-data.ts";

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The newsletter sign-ups of an email in every shop. */
export function newsletterRecordsOf(db: Database, email: string): Promise<MyNewsletterSignUp[]> {
  return queryRows<MyNewsletterSignUp>(
    db,
    sql`select shop_id as "shopId", ${iso("created_at")} as "signedUpAt",
        ${iso("confirmed_at")} as "confirmedAt"
      from newsletter_signups where email = ${email} order by shop_id`,
  );
}
