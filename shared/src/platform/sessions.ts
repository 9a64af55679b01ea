import type { Context } from "hono";

/** A live session as a request sees it; `id` is the secret the cookie carries. */
export interface Session {
  readonly id: string;
  readonly idHash: string;
  /** The signed-in account's id, or null for an anonymous session. */
  readonly userId: string | null;
}

/**
 * Sessions as a platform service (decision 0022): the edge keeps them (server-side, HttpOnly
 * cookie, rotated on sign-in) and every slice uses them through this interface only.
 */
export interface Sessions {
  /** The request's live session, if its cookie names one. */
  current(c: Context): Promise<Session | undefined>;
  /** The request's session, or a new anonymous one whose cookie the answer sets. */
  currentOrNew(c: Context): Promise<Session>;
  /** The session of a visitor's cookies (a personal fragment's loader has no request). */
  fromCookies(cookies: Readonly<Record<string, string>>): Promise<Session | undefined>;
  /**
   * A new session id for a changed privilege (sign-in, registration, guest): the request's old
   * session ends and what was bound to it (anonymous ids) moves to the new one; the cookie is set.
   */
  rotate(c: Context, userId: string | null): Promise<Session>;
  /** Ends the request's session, if any, and clears its cookie. */
  end(c: Context): Promise<void>;
  /** Ends every session of an account, except one (the one that changed the password). */
  endAllOf(userId: string, except?: Session): Promise<void>;
  /**
   * Whether a session may use a user id: an account id belongs to the session signed in as that
   * account; an anonymous id is bound to the first session that uses it, and to it only.
   */
  owns(session: Session, userId: string): Promise<boolean>;
  /** The anonymous ids bound to a session, the most recent first. */
  anonymousIdsOf(session: Session): Promise<string[]>;
}
