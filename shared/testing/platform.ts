// In-memory platform services for slice tests (fakes: tests only). They follow the contract
// of the platform's real services; `sessionsContract` in sessions-contract.ts holds both to it.
import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Database } from "../src/platform/database.ts";
import type { Logger } from "../src/platform/logger.ts";
import type { MailMessage, Mailer } from "../src/platform/mail.ts";
import type { RateLimit, RateLimits } from "../src/platform/rate-limits.ts";
import {
  anonymousIdsPerSession,
  type Holding,
  type Session,
  type Sessions,
} from "../src/platform/sessions.ts";
import type { PlatformServices } from "../src/platform/slice-api.ts";
import type { ShopDirectory } from "../src/platform/shops.ts";

const accountId = /^[0-9a-f]{64}$/;
const anonymousId = /^[0-9a-f]{8,64}$/;

/** Sessions kept in a map, with the cookie `sid`, by the platform's rules. */
export function memorySessions(): Sessions & { readonly live: Map<string, Session> } {
  const live = new Map<string, Session>();
  const boundTo = new Map<string, { idHash: string; at: number }>();
  let clock = 0;
  const create = (userId: string | null): Session => {
    const id = randomBytes(32).toString("base64url");
    const session = { id, idHash: createHash("sha256").update(id).digest("hex"), userId };
    live.set(id, session);
    return session;
  };
  const write = (c: Context, session: Session) =>
    setCookie(c, "sid", session.id, { httpOnly: true, sameSite: "Lax", path: "/" });
  const sessions: Sessions & { readonly live: Map<string, Session> } = {
    live,
    current: (c) => Promise.resolve(live.get(getCookie(c, "sid") ?? "")),
    fromCookies: (cookies) => Promise.resolve(live.get(cookies.sid ?? "")),
    async currentOrNew(c) {
      const found = await sessions.current(c);
      if (found) return found;
      const created = create(null);
      write(c, created);
      return created;
    },
    async rotate(c, userId) {
      const old = await sessions.current(c);
      const fresh = create(userId);
      if (old) {
        for (const [id, bound] of boundTo) {
          if (bound.idHash === old.idHash) boundTo.set(id, { ...bound, idHash: fresh.idHash });
        }
        live.delete(old.id);
      }
      write(c, fresh);
      return fresh;
    },
    async end(c) {
      const found = await sessions.current(c);
      if (found) live.delete(found.id);
      deleteCookie(c, "sid", { path: "/" });
    },
    endAllOf(userId, except) {
      for (const [id, session] of live) {
        if (session.userId === userId && session.idHash !== except?.idHash) live.delete(id);
      }
      return Promise.resolve();
    },
    async owns(session, userId) {
      const holding = await sessions.holding(session, userId);
      if (holding !== "free") return holding === "own";
      const held = [...boundTo.values()].filter((bound) => bound.idHash === session.idHash);
      if (held.length >= anonymousIdsPerSession) return false;
      boundTo.set(userId, { idHash: session.idHash, at: (clock += 1) });
      return true;
    },
    holding(session, userId) {
      const held = (yes: boolean): Promise<Holding> => Promise.resolve(yes ? "own" : "taken");
      if (accountId.test(userId)) return held(session?.userId === userId);
      if (!anonymousId.test(userId)) return held(false);
      const bound = boundTo.get(userId);
      return bound ? held(bound.idHash === session?.idHash) : Promise.resolve("free");
    },
    anonymousIdsOf(session) {
      return Promise.resolve(
        [...boundTo]
          .filter(([, bound]) => bound.idHash === session.idHash)
          .sort(([, a], [, b]) => b.at - a.at)
          .map(([id]) => id),
      );
    },
  };
  return sessions;
}

/** Rate limits counted in memory, by the platform's rules. */
export function memoryRateLimits(now: () => number = Date.now): RateLimits {
  const hits = new Map<string, number[]>();
  const limits: RateLimits = {
    retryAfter(bucket: string, limit: RateLimit) {
      const since = now() - limit.windowMs;
      const recent = (hits.get(bucket) ?? []).filter((at) => at > since).slice(-limit.max);
      if (recent.length < limit.max) return Promise.resolve(0);
      const oldest = recent[0] ?? now();
      return Promise.resolve(Math.max(1, Math.ceil((oldest + limit.windowMs - now()) / 1000)));
    },
    async longestWait(checks) {
      const waits = await Promise.all(
        checks.map(([bucket, limit]) => limits.retryAfter(bucket, limit)),
      );
      return Math.max(0, ...waits);
    },
    hit(...buckets) {
      for (const bucket of buckets) hits.set(bucket, [...(hits.get(bucket) ?? []), now()]);
      return Promise.resolve();
    },
    clear(bucket) {
      hits.delete(bucket);
      return Promise.resolve();
    },
  };
  return limits;
}

/** A mailer that keeps what it was given. */
export function memoryMailer(): Mailer & { readonly sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/** A logger that keeps what it was told. */
export function memoryLogger(): Logger & {
  readonly lines: { level: string; event: string; fields: Record<string, unknown> }[];
} {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (event, fields = {}) => lines.push({ level: "info", event, fields }),
    error: (event, fields = {}) => lines.push({ level: "error", event, fields }),
  };
}

/** Platform services for a slice's API tests: the given database and shops, the rest in memory. */
export function testPlatform(db: Database, shops: ShopDirectory) {
  return {
    db,
    shops,
    sessions: memorySessions(),
    logger: memoryLogger(),
    mailer: memoryMailer(),
    rateLimits: memoryRateLimits(),
    clientAddress: () => "192.0.2.1",
  } satisfies PlatformServices;
}
