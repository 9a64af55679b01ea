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

describe("the queries of a basket call's ownership check (decision 0053)", () => {
  let handle: TestDatabase | undefined;
  afterAll(() => handle?.dispose());

  it("reads the session with its bound ids in one query, after which its own ids need none", async () => {
    handle ??= await testDatabase("pglite");
    const { db } = handle;
    // Every statement, raw or built (prepared ones too), reaches the driver's `query`.
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query.bind(client);
    let executed = 0;
    client.query = (...args) => {
      executed += 1;
      return query(...args);
    };
    const sessions = new SqlSessions(db, false);
    const app = new Hono();
    app.get("/owns/:id", async (c) =>
      c.json({ owns: await sessions.owns(await sessions.currentOrNew(c), c.req.param("id")) }),
    );
    app.get("/holding/:id", async (c) =>
      c.json({ holding: await sessions.holding(await sessions.current(c), c.req.param("id")) }),
    );
    const ask = async (path: string, cookie?: string) => {
      executed = 0;
      const response = await app.request(path, { headers: cookie ? { cookie } : {} });
      return { body: (await response.json()) as unknown, executed, response };
    };

    // A new session: its row, then the id bound in one statement (no separate look-up first).
    const first = await ask("/owns/a1b2c3d4e5f60718");
    expect(first.body).toEqual({ owns: true });
    expect(first.executed).toBe(2);
    const cookie = /sid=[^;]+/.exec(first.response.headers.get("set-cookie") ?? "")?.[0];
    expect(await ask("/owns/a1b2c3d4e5f60718", cookie)).toMatchObject({
      body: { owns: true },
      executed: 1,
    });
    expect(await ask("/holding/a1b2c3d4e5f60718", cookie)).toMatchObject({
      body: { holding: "own" },
      executed: 1,
    });
    // An id the session does not hold is still asked of the database.
    expect(await ask("/holding/b1b2c3d4e5f60718", cookie)).toMatchObject({
      body: { holding: "free" },
      executed: 2,
    });
    expect(await ask("/holding/a1b2c3d4e5f60718")).toMatchObject({
      body: { holding: "taken" },
      executed: 1,
    });
  });
});
