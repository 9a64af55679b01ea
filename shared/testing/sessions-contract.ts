// The contract every `Sessions` implementation keeps (the platform's SQL sessions and the
// in-memory fake slice tests use), run against each by the package that owns it.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { anonymousIdsPerSession, type Sessions } from "../src/platform/sessions.ts";

const accountId = "a".repeat(64);

/** A browser of one visitor against a tiny app over the sessions: keeps its `sid` cookie. */
function browser(app: Hono) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async call(path: string): Promise<unknown> {
      const response = await app.request(path, { headers: cookie ? { cookie } : {} });
      const set = /sid=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
      if (set) cookie = set[1] ? `sid=${set[1]}` : undefined;
      return response.json();
    },
  };
}

function sessionsApp(sessions: Sessions): Hono {
  const app = new Hono();
  const view = (session: { id: string; userId: string | null } | undefined) =>
    session ? { id: session.id, userId: session.userId } : null;
  app.get("/current", async (c) => c.json(view(await sessions.current(c))));
  app.get("/ensure", async (c) => c.json(view(await sessions.currentOrNew(c))));
  app.get("/sign-in", async (c) => c.json(view(await sessions.rotate(c, accountId))));
  app.get("/end", async (c) => {
    await sessions.end(c);
    return c.json(null);
  });
  app.get("/owns/:userId", async (c) => {
    const session = await sessions.currentOrNew(c);
    return c.json(await sessions.owns(session, c.req.param("userId")));
  });
  app.get("/holding/:userId", async (c) =>
    c.json(await sessions.holding(await sessions.current(c), c.req.param("userId"))),
  );
  app.get("/anonymous-ids", async (c) => {
    const session = await sessions.current(c);
    return c.json(session ? await sessions.anonymousIdsOf(session) : []);
  });
  return app;
}

/** Runs the sessions contract against fresh sessions from `make`. */
export function sessionsContract(name: string, make: () => Promise<Sessions>): void {
  describe(`sessions contract: ${name}`, () => {
    it("creates a session once and finds it again by its cookie", async () => {
      const app = sessionsApp(await make());
      const visitor = browser(app);
      expect(await visitor.call("/current")).toBeNull();
      const created = (await visitor.call("/ensure")) as { id: string; userId: null };
      expect(created.userId).toBeNull();
      expect(visitor.cookie).toBe(`sid=${created.id}`);
      expect(await visitor.call("/ensure")).toEqual(created);
      expect(await visitor.call("/current")).toEqual(created);
    });

    it("binds an anonymous id to the first session and to no other", async () => {
      const app = sessionsApp(await make());
      const [first, second] = [browser(app), browser(app)];
      const anonymous = "0123456789abcdef";
      expect(await first.call(`/owns/${anonymous}`)).toBe(true);
      expect(await second.call(`/owns/${anonymous}`)).toBe(false);
      expect(await first.call(`/owns/${anonymous}`)).toBe(true);
      expect(await first.call("/anonymous-ids")).toEqual([anonymous]);
      expect(await first.call("/owns/not-hex")).toBe(false);
      expect(await first.call(`/owns/${accountId}`)).toBe(false);
    });

    it("binds at most anonymousIdsPerSession anonymous ids to one session", async () => {
      const app = sessionsApp(await make());
      const [busy, other] = [browser(app), browser(app)];
      const ids = Array.from({ length: anonymousIdsPerSession + 1 }, (_, index) =>
        (0x10000000 + index).toString(16),
      );
      for (const id of ids.slice(0, -1)) expect(await busy.call(`/owns/${id}`), id).toBe(true);
      const past = ids.at(-1) ?? "";
      expect(await busy.call(`/owns/${past}`)).toBe(false);
      expect(await busy.call("/anonymous-ids")).toHaveLength(anonymousIdsPerSession);
      expect(await other.call(`/owns/${past}`)).toBe(true);
    });

    it("tells who holds a user id without binding it or starting a session", async () => {
      const app = sessionsApp(await make());
      const [reader, writer] = [browser(app), browser(app)];
      const anonymous = "0badc0de0badc0de";
      expect(await reader.call(`/holding/${anonymous}`)).toBe("free");
      expect(reader.cookie).toBeUndefined();
      await reader.call("/ensure");
      expect(await reader.call(`/holding/${anonymous}`)).toBe("free");
      expect(await reader.call("/anonymous-ids")).toEqual([]);
      expect(await writer.call(`/owns/${anonymous}`)).toBe(true);
      expect(await writer.call(`/holding/${anonymous}`)).toBe("own");
      expect(await reader.call(`/holding/${anonymous}`)).toBe("taken");
      expect(await reader.call(`/holding/${accountId}`)).toBe("taken");
      expect(await reader.call("/holding/not-hex")).toBe("taken");
      await reader.call("/sign-in");
      expect(await reader.call(`/holding/${accountId}`)).toBe("own");
    });

    it("rotates on sign-in: a new id, the old one ended, its anonymous ids moved along", async () => {
      const sessions = await make();
      const app = sessionsApp(sessions);
      const visitor = browser(app);
      const anonymous = "fedcba9876543210";
      await visitor.call(`/owns/${anonymous}`);
      const before = visitor.cookie;
      const signedIn = (await visitor.call("/sign-in")) as { id: string; userId: string };
      expect(signedIn.userId).toBe(accountId);
      expect(visitor.cookie).not.toBe(before);
      expect(await visitor.call(`/owns/${accountId}`)).toBe(true);
      expect(await visitor.call("/anonymous-ids")).toEqual([anonymous]);
      const old = (before ?? "").replace(/^sid=/, "");
      expect(await sessions.fromCookies({ sid: old })).toBeUndefined();
      expect((await sessions.fromCookies({ sid: signedIn.id }))?.userId).toBe(accountId);
    });

    it("ends one session, or every session of an account but one", async () => {
      const sessions = await make();
      const app = sessionsApp(sessions);
      const [phone, laptop, tablet] = [browser(app), browser(app), browser(app)];
      const ids = [];
      for (const device of [phone, laptop, tablet]) {
        ids.push(((await device.call("/sign-in")) as { id: string }).id);
      }
      const keep = await sessions.fromCookies({ sid: ids[0] ?? "" });
      await sessions.endAllOf(accountId, keep);
      expect(await phone.call("/current")).not.toBeNull();
      expect(await laptop.call("/current")).toBeNull();
      await phone.call("/end");
      expect(phone.cookie).toBeUndefined();
      expect(await sessions.fromCookies({ sid: ids[0] ?? "" })).toBeUndefined();
      expect(await tablet.call("/current")).toBeNull();
    });
  });
}
