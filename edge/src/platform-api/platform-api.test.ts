import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remotePlatform, type PlatformServices } from "@shop/shared/platform";
import {
  memoryLogger,
  memoryMailer,
  sessionsContract,
  testDatabase,
  type TestDatabase,
} from "@shop/shared/testing";
import { RateLimiter } from "../security/rate-limiter.ts";
import { SqlSessions } from "../sessions/sql-sessions.ts";
import { loadShopConfig } from "../shops/shop-config.ts";
import { ShopRegistry, type PublicOrigin } from "../shops/shop-registry.ts";
import { platformMigrations } from "../slices.ts";
import { platformApiRoutes } from "./platform-api-routes.ts";

const token = "internal-token-for-tests-0123";
const edgeUrl = "http://edge.internal";

/** The edge's platform API over one database, and a fetch that calls it in-process. */
function platformEdge(db: TestDatabase["db"], publicOrigin: PublicOrigin, configured = token) {
  const shops = new ShopRegistry(loadShopConfig(), publicOrigin);
  const mailer = memoryMailer();
  const platform = {
    db,
    shops,
    sessions: new SqlSessions(db, shops.secure),
    logger: memoryLogger(),
    mailer,
    rateLimits: new RateLimiter(db),
    clientAddress: () => "192.0.2.1",
  } satisfies PlatformServices;
  const app = new Hono().route(
    "/_platform",
    platformApiRoutes({ platform, shops, token: configured }),
  );
  const fetchImpl = (input: string, init?: RequestInit) =>
    Promise.resolve(app.request(input, init));
  const remote = () => remotePlatform({ edgeUrl, token, db, logger: memoryLogger(), fetchImpl });
  return { app, shops, platform, mailer, remote };
}

const http: PublicOrigin = { scheme: "http", port: "" };

let handle: TestDatabase;
beforeAll(async () => {
  // The platform's own tables are all its API touches.
  handle = await testDatabase("pglite", [platformMigrations]);
});
afterAll(() => handle.dispose());

// The remote sessions keep the platform's contract, through the real routes and SQL sessions.
sessionsContract("a slice process's sessions over the edge's platform API", async () => {
  const { remote } = platformEdge(handle.db, http);
  return (await remote()).sessions;
});

describe("the edge's platform API", () => {
  it("answers only the internal token, and does not exist without one", async () => {
    const { app } = platformEdge(handle.db, http);
    expect((await app.request("/_platform/shops")).status).toBe(401);
    const wrong = await app.request("/_platform/shops", {
      headers: { authorization: "Bearer not-the-internal-token" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "The platform API needs the internal token" });
    const right = await app.request("/_platform/shops", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.status).toBe(200);
    expect(right.headers.get("cache-control")).toBe("no-store");
    const off = platformEdge(handle.db, http, "").app;
    const closed = await off.request("/_platform/shops", {
      headers: { authorization: "Bearer " },
    });
    expect(closed.status).toBe(404);
  });

  it("refuses a body that does not fit its call with 400, saying what", async () => {
    const { app } = platformEdge(handle.db, http);
    const post = (path: string, body: string) =>
      app.request(`/_platform${path}`, {
        method: "POST",
        body,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      });
    const missing = await post("/sessions/owns", JSON.stringify({ id: "x" }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/^userId: /);
    expect((await post("/rate-limits/hit", JSON.stringify({ buckets: [] }))).status).toBe(400);
    expect((await post("/mail", "{not json")).status).toBe(400);
    expect((await post("/sessions/nothing", "{}")).status).toBe(404);
  });

  it("gives a slice process the edge's shops: host lookup, contexts, configs, origins", async () => {
    const { shops, remote } = platformEdge(handle.db, { scheme: "https", port: "8443" });
    const directory = (await remote()).shops;
    expect(directory.secure).toBe(true);
    expect(directory.shops.map((shop) => shop.shopId)).toEqual(shops.shops.map((s) => s.shopId));
    for (const shop of shops.shops) {
      for (const domain of shop.domains) {
        expect(directory.forHost(`${domain.toUpperCase()}:8443`).shopId).toBe(shop.shopId);
      }
      const remoteShop = directory.forHost(shop.domains[0]);
      expect(directory.origin(remoteShop)).toBe(shops.origin(shop));
      for (const language of shop.languages) {
        expect(directory.context(remoteShop, language)).toEqual(shops.context(shop, language));
        expect(directory.configResponse(remoteShop, language)).toEqual(
          shops.configResponse(shop, language),
        );
      }
    }
    expect(directory.forHost("unknown.example").shopId).toBe(shops.shops[0]?.shopId);
  });

  it("writes the platform's session cookie as the edge does, __Host-sid over https", async () => {
    const { platform, remote } = platformEdge(handle.db, { scheme: "https", port: "" });
    const sessions = (await remote()).sessions;
    const app = new Hono().get("/", async (c) => c.json(await sessions.currentOrNew(c)));
    const response = await app.request("https://localhost/");
    const created = (await response.json()) as { id: string };
    const [cookie = "", marker = ""] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^__Host-sid=${created.id}; Max-Age=2592000; Path=/; `));
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    // With it the marker scripts may read, which names no session (decision 0059).
    expect(marker).toBe("personal-state=1; Max-Age=2592000; Path=/; Secure; SameSite=Lax");
    // The session is the edge's: its own SQL sessions know it.
    const found = await platform.sessions.fromCookies({ "__Host-sid": created.id });
    expect(found?.id).toBe(created.id);
  });

  it("counts rate limits at the edge and sends mail through the edge's mailer", async () => {
    const { platform, mailer, remote } = platformEdge(handle.db, http);
    const { rateLimits, mailer: remoteMailer } = await remote();
    const limit = { max: 2, windowMs: 60_000 };
    await rateLimits.hit("login:account:eva@example.com", "login:address:192.0.2.9");
    expect(await rateLimits.retryAfter("login:account:eva@example.com", limit)).toBe(0);
    await platform.rateLimits.hit("login:account:eva@example.com");
    const wait = await rateLimits.longestWait([
      ["login:account:eva@example.com", limit],
      ["login:address:192.0.2.9", limit],
    ]);
    expect(wait).toBeGreaterThan(0);
    await rateLimits.clear("login:account:eva@example.com");
    expect(await platform.rateLimits.retryAfter("login:account:eva@example.com", limit)).toBe(0);
    const message = {
      to: "eva@example.com",
      subject: "Hallo",
      text: "t",
      html: "<p>t</p>",
      locale: "de",
    };
    await remoteMailer.send(message);
    expect(mailer.sent).toEqual([message]);
  });

  it("takes the client's address from the X-Forwarded-For the edge set", async () => {
    const { clientAddress } = await platformEdge(handle.db, http).remote();
    const app = new Hono().get("/", (c) => c.text(clientAddress(c)));
    const forwarded = await app.request("/", { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(await forwarded.text()).toBe("203.0.113.7");
    expect(await (await app.request("/")).text()).toBe("unknown");
  });

  it("fails a slice process's start when the edge refuses it", async () => {
    const { app } = platformEdge(handle.db, http, "another-internal-token-4567");
    const fetchImpl = (input: string, init?: RequestInit) =>
      Promise.resolve(app.request(input, init));
    await expect(
      remotePlatform({ edgeUrl, token, db: handle.db, logger: memoryLogger(), fetchImpl }),
    ).rejects.toThrow(/The platform API answered 401 to \/shops/);
  });
});
