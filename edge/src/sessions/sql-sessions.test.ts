import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, describe, expect, it } from "vitest";
import { newSessionsPerClient, queryRows } from "@shop/shared/platform";
import type { TestDatabase } from "@shop/shared/testing";
import { sessionsContract } from "@shop/shared/testing";
import { testDatabase } from "../db/test-databases.ts";
import { RateLimiter } from "../security/rate-limiter.ts";
import { SqlSessions } from "./sql-sessions.ts";

for (const kind of ["pglite", "postgres"] as const) {
  let handle: TestDatabase | undefined;
  afterAll(() => handle?.dispose());
  sessionsContract(`the platform's SQL sessions on ${kind}`, async () => {
    handle ??= await testDatabase(kind);
    return new SqlSessions(handle.db, false);
  });
}

describe("new anonymous sessions per client (decision 0031)", () => {
  let handle: TestDatabase | undefined;
  afterAll(() => handle?.dispose());

  it("starts at most newSessionsPerClient per address; over it a 429 with Retry-After and no session", async () => {
    handle ??= await testDatabase("pglite");
    const { db } = handle;
    const sessions = new SqlSessions(db, false, {
      newSessions: {
        rateLimits: new RateLimiter(db),
        clientAddress: (c) => c.req.header("x-test-client") ?? "unknown",
      },
    });
    const app = new Hono();
    app.get("/visit", async (c) => c.json({ id: (await sessions.currentOrNew(c)).id }));
    app.onError((error, c) =>
      c.json({ error: error.message }, error instanceof HTTPException ? error.status : 500),
    );
    const visit = (client: string, cookie?: string) =>
      app.request("/visit", {
        headers: { "x-test-client": client, ...(cookie ? { cookie } : {}) },
      });
    const count = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sessions`))[0]?.n;

    const first = await visit("203.0.113.7");
    const cookie = /sid=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    for (let started = 2; started <= newSessionsPerClient.max; started += 1) {
      expect((await visit("203.0.113.7")).status, `session ${started}`).toBe(200);
    }
    const before = await count();
    const refused = await visit("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await count()).toBe(before);
    // A visitor who has a session keeps it; another address starts its own.
    expect((await visit("203.0.113.7", cookie)).status).toBe(200);
    expect((await visit("198.51.100.4")).status).toBe(200);
  });
});
