import { sql } from "drizzle-orm";
import { queryRows, type Database, type Session } from "@shop/shared/platform";

/** A logged-in id: 64 hex characters (core spec point 9). */
const accountId = /^[0-9a-f]{64}$/;
/** The browser's anonymous id (local storage `userId`): a random hex string. */
const anonymousId = /^[0-9a-f]{8,64}$/;

/**
 * Decides whether a session may use a user id (core spec point 3 keys, issue: ownership). An
 * account id belongs to the session signed in as that account. An anonymous id is bound to the
 * first session that uses it and belongs to that session only. The caller answers 404 with no
 * data when this says no, so a foreign key is indistinguishable from an unknown one.
 */
export class Ownership {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async owns(session: Session, userId: string): Promise<boolean> {
    if (accountId.test(userId) && session.userId === userId) return true;
    if (!anonymousId.test(userId) || userId.length === 64) return false;
    // Most calls use an id that is already bound: read first, write only to bind a new one.
    const [bound] = await queryRows<{ sessionIdHash: string }>(
      this.db,
      sql`select session_id_hash as "sessionIdHash" from anonymous_ids where anonymous_id = ${userId}`,
    );
    if (bound) return bound.sessionIdHash === session.idHash;
    // Binds an unbound id to this session; if another session bound it just now, it keeps it.
    const [row] = await queryRows<{ sessionIdHash: string }>(
      this.db,
      sql`insert into anonymous_ids (anonymous_id, session_id_hash) values (${userId}, ${session.idHash})
        on conflict (anonymous_id) do update set anonymous_id = excluded.anonymous_id
        returning session_id_hash as "sessionIdHash"`,
    );
    return row?.sessionIdHash === session.idHash;
  }

  /** The anonymous ids bound to a session: their baskets and wishlists merge into the account's at login. */
  async anonymousIdsOf(session: Session): Promise<string[]> {
    const rows = await queryRows<{ anonymousId: string }>(
      this.db,
      sql`select anonymous_id as "anonymousId" from anonymous_ids where session_id_hash = ${session.idHash}
        order by created_at desc`,
    );
    return rows.map((row) => row.anonymousId);
  }
}
