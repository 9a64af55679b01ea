import type { Context } from "hono";
import { countOrRefuse, type RateLimit, type RateLimits } from "./rate-limits.ts";

/** A live session as a request sees it; `id` is the secret the cookie carries. */
export interface Session {
  readonly id: string;
  readonly idHash: string;
  /** The signed-in account's id, or null for an anonymous session. */
  readonly userId: string | null;
}

/**
 * Who holds a user id, as a read sees it: `own` the asking session (its account, or an anonymous
 * id bound to it), `free` a well-formed anonymous id no session has bound, `taken` anything else
 * (another session's id, an account not signed in here, a malformed id).
 */
export const holdings = ["own", "free", "taken"] as const;
export type Holding = (typeof holdings)[number];

/** The most anonymous ids one session binds (decision 0031); a browser uses one or two. */
export const anonymousIdsPerSession = 10;

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
   * account; an anonymous id is bound to the first session that uses it, and to it only, up to
   * `anonymousIdsPerSession` ids per session. For writes: it may bind.
   */
  owns(session: Session, userId: string): Promise<boolean>;
  /** Who holds a user id, for reads: binds nothing and needs no session (decision 0031). */
  holding(session: Session | undefined, userId: string): Promise<Holding>;
  /** The anonymous ids bound to a session, the most recent first. */
  anonymousIdsOf(session: Session): Promise<string[]>;
}

/** New anonymous sessions one client address may start (decision 0031). */
export const newSessionsPerClient: RateLimit = { max: 100, windowMs: 15 * 60 * 1000 };

/** What limits new anonymous sessions: the platform's rate limits and the client's address. */
export interface NewSessionLimits {
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
}

/**
 * Counts a new anonymous session against its client's limit (`newSessionsPerClient`, decision
 * 0031); over it, a 429 with `Retry-After` and no session. `currentOrNew` asks before it creates.
 */
export function admitNewSession(c: Context, limits: NewSessionLimits): Promise<void> {
  return countOrRefuse(
    c,
    limits.rateLimits,
    [[`session:address:${limits.clientAddress(c)}`, newSessionsPerClient]],
    "Too many new visits from this address; please wait a little and try again",
  );
}
