import { sql } from "drizzle-orm";
import {
  anonymousIdsPerSession,
  queryRows,
  type Database,
  type Holding,
  type Session,
} from "@shop/shared/platform";

/** A logged-in id: 64 hex characters (core spec point 9). */
const accountId = /^[0-9a-f]{64}$/;
/** The browser's anonymous id (local storage `userId`): a random hex string. */
const anonymousId = /^[0-9a-f]{8,64}$/;

/**
 * Decides whether a session may use a user id (core spec point 3 keys, issue: ownership). An
 * account id belongs to the session signed in as that account. An anonymous id is bound to the
 * first session that writes with it and belongs to that session only; a session binds at most
 * `anonymousIdsPerSession` (decision 0031). Reads ask `holding`, which binds nothing. The caller
 * answers 404 with no data when a key is not the session's, so a foreign key looks unknown.
 *
 * The ids a session held when it was read for this request (`remember`) answer "own" without a
 * query (decision 0053); any other id is asked of the database.
 */
export class Ownership {
  private readonly db: Database;
  /** Each request's session object, with the anonymous ids known to be bound to it. */
  private readonly known = new WeakMap<Session, string[]>();

  constructor(db: Database) {
    this.db = db;
  }

  /** The anonymous ids bound to a session as it was read just now, most recent first. */
  remember(session: Session, anonymousIds: readonly string[]): void {
    this.known.set(session, [...anonymousIds]);
  }

  async owns(session: Session, userId: string): Promise<boolean> {
    if (accountId.test(userId) || !anonymousId.test(userId)) {
      return (await this.holding(session, userId)) === "own";
    }
    if (this.known.get(session)?.includes(userId)) return true;
    const owned = await this.bind(session, userId);
    if (owned) this.known.get(session)?.unshift(userId);
    return owned;
  }

  async holding(session: Session | undefined, userId: string): Promise<Holding> {
    const held = (yes: boolean): Holding => (yes ? "own" : "taken");
    if (accountId.test(userId)) return held(session?.userId === userId);
    if (!anonymousId.test(userId)) return "taken";
    if (session && this.known.get(session)?.includes(userId)) return "own";
    const [bound] = await queryRows<{ sessionIdHash: string }>(
      this.db,
      sql`select session_id_hash as "sessionIdHash" from anonymous_ids where anonymous_id = ${userId}`,
    );
    return bound ? held(bound.sessionIdHash === session?.idHash) : "free";
  }

  /**
   * Binds an id no session holds to this one while it holds fewer than the cap, in one
   * statement: answers whether the session holds the id afterwards (it did already, it bound it
   * now, or another session holds it or bound it just now).
   */
  private async bind(session: Session, userId: string): Promise<boolean> {
    const [row] = await queryRows<{ sessionIdHash: string }>(
      this.db,
      sql`with bound as (
          select session_id_hash from anonymous_ids where anonymous_id = ${userId}
        ), inserted as (
          insert into anonymous_ids (anonymous_id, session_id_hash)
          select ${userId}, ${session.idHash}
          where not exists (select 1 from bound)
            and (select count(*) from anonymous_ids where session_id_hash = ${session.idHash}) < ${anonymousIdsPerSession}
          on conflict (anonymous_id) do update set anonymous_id = excluded.anonymous_id
          returning session_id_hash
        )
        select session_id_hash as "sessionIdHash" from bound
        union all select session_id_hash from inserted`,
    );
    return row?.sessionIdHash === session.idHash;
  }

  /** The anonymous ids bound to a session: their baskets and wishlists merge into the account's at login. */
  async anonymousIdsOf(session: Session): Promise<string[]> {
    const known = this.known.get(session);
    if (known) return [...known];
    const rows = await queryRows<{ anonymousId: string }>(
      this.db,
      sql`select anonymous_id as "anonymousId" from anonymous_ids where session_id_hash = ${session.idHash}
        order by created_at desc`,
    );
    return rows.map((row) => row.anonymousId);
  }
}
