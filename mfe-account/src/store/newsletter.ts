import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";

export interface NewsletterSignUp {
  readonly email: string;
  readonly shopId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** m=0, f=2, d=4 (core spec point 7). */
  readonly salutation: 0 | 2 | 4;
  readonly source: string;
}

/**
 * Newsletter sign-ups (core spec point 7) by double opt-in (decision 0031), one per address and
 * shop: pending until the mailed link confirms it. Only confirmed sign-ups count; the newsletter
 * service collects those.
 */
export class NewsletterStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Keeps a sign-up pending with a new confirmation token (its hash), replacing a pending one's
   * details and token. False when the address is confirmed for the shop already: that sign-up
   * stays as it is and nothing is to be mailed.
   */
  async pending(signUp: NewsletterSignUp, tokenHash: string, expiresAt: Date): Promise<boolean> {
    const rows = await queryRows<{ email: string }>(
      this.db,
      sql`insert into newsletter_signups (email, shop_id, first_name, last_name, salutation, source, token_hash, token_expires_at)
        values (${signUp.email}, ${signUp.shopId}, ${signUp.firstName}, ${signUp.lastName},
          ${signUp.salutation}, ${signUp.source}, ${tokenHash}, ${expiresAt})
        on conflict (email, shop_id) do update set first_name = excluded.first_name,
          last_name = excluded.last_name, salutation = excluded.salutation, source = excluded.source,
          token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at
        where newsletter_signups.confirmed_at is null
        returning email`,
    );
    return rows.length > 0;
  }

  /** Confirms the pending sign-up of a token within its time, once; false for any other token. */
  async confirm(tokenHash: string): Promise<boolean> {
    const rows = await queryRows<{ email: string }>(
      this.db,
      sql`update newsletter_signups set confirmed_at = now(), token_hash = null, token_expires_at = null
        where token_hash = ${tokenHash} and token_expires_at > now()
        returning email`,
    );
    return rows.length > 0;
  }
}
