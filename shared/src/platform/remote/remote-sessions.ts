import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { clearSessionCookies, writeSessionCookies } from "../session-cookies.ts";
import {
  admitNewSession,
  type NewSessionLimits,
  type Session,
  type Sessions,
} from "../sessions.ts";
import type { PlatformApiClient } from "./platform-api-client.ts";
import {
  platformApiAnswers,
  type PlatformApiBody,
  type SessionCookieSettings,
} from "./platform-api-contract.ts";

/** A cookie value too long to be a session id is no session: the edge is not asked. */
const longestSessionId = 256;

/**
 * The platform's sessions in a standalone slice process (issue 14, point 5): the session cookie
 * is read and written on the request exactly as the edge does (same name and attributes, from the
 * edge's `/shops` snapshot), and everything stored is the edge's, asked over its platform API.
 * With `newSessions`, a client starts at most `newSessionsPerClient` anonymous sessions, as at
 * the edge (decision 0031).
 */
export function remoteSessions(
  api: PlatformApiClient,
  cookie: SessionCookieSettings,
  newSessions?: NewSessionLimits,
): Sessions {
  const session = async (
    path: string,
    body: PlatformApiBody<"sessionsFind" | "sessionsCreate" | "sessionsRotate">,
  ): Promise<Session | undefined> =>
    (await api.post(`/sessions/${path}`, body, platformApiAnswers.session)).session ?? undefined;
  const created = async (
    path: string,
    body: PlatformApiBody<"sessionsCreate" | "sessionsRotate">,
  ) => {
    const fresh = await session(path, body);
    if (!fresh) throw new Error(`The platform API's ${path} answered no session`);
    return fresh;
  };
  const find = (id: string | undefined) =>
    !id || id.length > longestSessionId ? Promise.resolve(undefined) : session("find", { id });
  const write = (c: Context, fresh: Session) => writeSessionCookies(c, cookie, fresh.id);
  const sessions: Sessions = {
    current: (c) => find(getCookie(c, cookie.name)),
    fromCookies: (cookies) => find(cookies[cookie.name]),
    async currentOrNew(c) {
      const found = await sessions.current(c);
      if (found) return found;
      if (newSessions) await admitNewSession(c, newSessions);
      const fresh = await created("create", { userId: null });
      write(c, fresh);
      return fresh;
    },
    async rotate(c, userId) {
      const oldId = getCookie(c, cookie.name);
      const usable = oldId && oldId.length <= longestSessionId ? { oldId } : {};
      const fresh = await created("rotate", { ...usable, userId });
      write(c, fresh);
      return fresh;
    },
    async end(c) {
      const id = getCookie(c, cookie.name);
      if (id && id.length <= longestSessionId) await api.send("/sessions/end", { id });
      clearSessionCookies(c, cookie);
    },
    endAllOf: (userId, except) =>
      api.send("/sessions/end-all", {
        userId,
        ...(except ? { exceptIdHash: except.idHash } : {}),
      }),
    owns: async (live, userId) =>
      (await api.post("/sessions/owns", { id: live.id, userId }, platformApiAnswers.owns)).owns,
    holding: async (live, userId) =>
      (
        await api.post(
          "/sessions/holding",
          { ...(live ? { id: live.id } : {}), userId },
          platformApiAnswers.holding,
        )
      ).holding,
    anonymousIdsOf: async (live) =>
      (await api.post("/sessions/anonymous-ids", { id: live.id }, platformApiAnswers.anonymousIds))
        .anonymousIds,
  };
  return sessions;
}
