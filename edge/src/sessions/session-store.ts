import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import { preparedRows, type Database, type Session } from "@shop/shared/platform";
import { sessions } from "../db/platform-schema.ts";

/** Timeouts (decision 0015): signed-in sessions idle out sooner than anonymous ones. */
export const sessionTimeouts = {
  signedInIdleMs: 12 * 60 * 60 * 1000,
  anonymousIdleMs: 30 * 24 * 60 * 60 * 1000,
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 60 * 1000,
} as const;

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

/** 256 random bits, URL-safe. */
function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

const idPattern = /^[A-Za-z0-9_-]{43}$/;

/** A session's row as `findBound` reads it (timestamps as the driver gives them). */
interface SessionRow {
  readonly userId: string | null;
  readonly lastSeenAt: Date | string;
  readonly expiresAt: Date | string;
  readonly anonymousIds: string[];
}

/** A live session with the anonymous ids bound to it when it was read, the most recent first. */
export interface BoundSession {
  readonly session: Session;
  readonly anonymousIds: readonly string[];
}

/** Sessions in the database, so any edge instance serves any session. */
export class SessionStore {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  async create(userId: string | null): Promise<Session> {
    const id = newSessionId();
    const idHash = hashSessionId(id);
    const now = this.now();
    await this.db.insert(sessions).values({
      idHash,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionTimeouts.absoluteMs),
    });
    return { id, idHash, userId };
  }

  /** The live session of a cookie value; an expired or idle one is deleted and not returned. */
  async find(id: string | undefined): Promise<Session | undefined> {
    return (await this.findBound(id))?.session;
  }

  /**
   * The live session of a cookie value with the anonymous ids bound to it (most recent first),
   * read in the same statement: the ownership checks of a basket call need no query of their own.
   * Every API call with a cookie runs it, so it is a prepared statement (decision 0053).
   */
  async findBound(id: string | undefined): Promise<BoundSession | undefined> {
    if (!id || !idPattern.test(id)) return undefined;
    const idHash = hashSessionId(id);
    const [row] = await preparedRows<SessionRow>(
      this.db,
      sql`select s.user_id as "userId", s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt",
          coalesce((select array_agg(a.anonymous_id order by a.created_at desc)
            from anonymous_ids a where a.session_id_hash = s.id_hash), '{}') as "anonymousIds"
        from sessions s where s.id_hash = ${idHash}`,
    );
    if (!row) return undefined;
    const now = this.now().getTime();
    const lastSeen = new Date(row.lastSeenAt).getTime();
    const idle = row.userId ? sessionTimeouts.signedInIdleMs : sessionTimeouts.anonymousIdleMs;
    if (new Date(row.expiresAt).getTime() <= now || lastSeen + idle <= now) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return undefined;
    }
    if (now - lastSeen >= sessionTimeouts.touchEveryMs) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.idHash, idHash));
    }
    return { session: { id, idHash, userId: row.userId }, anonymousIds: row.anonymousIds };
  }

  /**
   * A new session id for a changed privilege (login, register, guest upgrade): the old session
   * ends, and what was bound to it (anonymous ids) moves to the new one.
   */
  async rotate(old: Session | undefined, userId: string | null): Promise<Session> {
    const fresh = await this.create(userId);
    if (old) {
      await this.db.execute(
        sql`update anonymous_ids set session_id_hash = ${fresh.idHash} where session_id_hash = ${old.idHash}`,
      );
      await this.end(old);
    }
    return fresh;
  }

  async end(session: Session): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, session.idHash));
  }

  /** Ends every session of a user, except one (the one that changed the password). */
  async endAllOf(userId: string, except?: Session): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        except
          ? and(eq(sessions.userId, userId), ne(sessions.idHash, except.idHash))
          : eq(sessions.userId, userId),
      );
  }

  /** Deletes sessions past their absolute end or idle for longer than any session may be. */
  async prune(): Promise<void> {
    const now = this.now().getTime();
    await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, new Date(now)),
          lt(sessions.lastSeenAt, new Date(now - sessionTimeouts.anonymousIdleMs)),
        ),
      );
  }
}
