import type { Context } from "hono";
import {
  admitNewSession,
  type Database,
  type Holding,
  type NewSessionLimits,
  type Session,
  type Sessions,
} from "@shop/shared/platform";
import { Ownership } from "./ownership.ts";
import { SessionCookie } from "./session-cookie.ts";
import { SessionStore } from "./session-store.ts";

/**
 * Sessions as the platform's service (decision 0022): stored in the platform schema so any edge
 * instance serves any session, carried by an HttpOnly cookie (`__Host-sid` over https), rotated
 * on every change of privilege. Slices use it only through the `Sessions` interface. With
 * `newSessions`, a client starts at most `newSessionsPerClient` anonymous sessions (decision 0031).
 */
export class SqlSessions implements Sessions {
  readonly store: SessionStore;
  private readonly cookie: SessionCookie;
  private readonly ownership: Ownership;
  private readonly newSessions: NewSessionLimits | undefined;

  constructor(
    db: Database,
    secure: boolean,
    options: { readonly now?: () => Date; readonly newSessions?: NewSessionLimits } = {},
  ) {
    this.store = new SessionStore(db, options.now);
    this.cookie = new SessionCookie(secure);
    this.ownership = new Ownership(db);
    this.newSessions = options.newSessions;
  }

  /** The cookie's name: `__Host-sid` over https, `sid` otherwise. */
  get cookieName(): string {
    return this.cookie.name;
  }

  current(c: Context): Promise<Session | undefined> {
    return this.found(this.cookie.read(c));
  }

  async currentOrNew(c: Context): Promise<Session> {
    const found = await this.current(c);
    if (found) return found;
    if (this.newSessions) await admitNewSession(c, this.newSessions);
    const created = await this.store.create(null);
    this.ownership.remember(created, []);
    this.cookie.write(c, created);
    return created;
  }

  fromCookies(cookies: Readonly<Record<string, string>>): Promise<Session | undefined> {
    return this.found(cookies[this.cookie.name]);
  }

  /** The live session of a cookie value, its bound anonymous ids read with it (decision 0053). */
  private async found(id: string | undefined): Promise<Session | undefined> {
    const bound = await this.store.findBound(id);
    if (!bound) return undefined;
    this.ownership.remember(bound.session, bound.anonymousIds);
    return bound.session;
  }

  async rotate(c: Context, userId: string | null): Promise<Session> {
    const session = await this.store.rotate(await this.current(c), userId);
    this.cookie.write(c, session);
    return session;
  }

  async end(c: Context): Promise<void> {
    const session = await this.current(c);
    if (session) await this.store.end(session);
    this.cookie.clear(c);
  }

  endAllOf(userId: string, except?: Session): Promise<void> {
    return this.store.endAllOf(userId, except);
  }

  owns(session: Session, userId: string): Promise<boolean> {
    return this.ownership.owns(session, userId);
  }

  holding(session: Session | undefined, userId: string): Promise<Holding> {
    return this.ownership.holding(session, userId);
  }

  anonymousIdsOf(session: Session): Promise<string[]> {
    return this.ownership.anonymousIdsOf(session);
  }
}
