import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@shop/shared/platform";
import {
  memoryRateLimits,
  testDatabase,
  testPlatform,
  testShops,
  type TestDatabase,
} from "@shop/shared/testing";
import { consentLogLimit } from "./consent-log-routes.ts";
import { consentApi, consentMigrations } from "./index.ts";

const decision = {
  action: "save",
  shopId: "home-de",
  href: "http://localhost/de/?utm=x",
  version: 2,
  consents: { shop_session: true, analytics_storage: true, ad_storage: false },
};

describe.each(["pglite", "postgres"] as const)("the consent log on %s", (kind) => {
  let database: TestDatabase;
  let app: Hono;
  let address = 0;

  beforeAll(async () => {
    database = await testDatabase(kind, [consentMigrations]);
    // Each test its own client address, so the rate limit of one does not reach the next.
    const platform = {
      ...testPlatform(database.db, testShops()),
      rateLimits: memoryRateLimits(),
      clientAddress: () => `192.0.2.${address}`,
    };
    app = new Hono();
    for (const { path, routes } of consentApi(platform).routes) app.route(path, routes);
    app.onError((error, c) => {
      const status = error instanceof HTTPException ? error.status : 500;
      return c.json({ error: error.message }, status);
    });
  });
  afterAll(() => database.dispose());

  const post = (body: unknown) =>
    app.request("http://localhost/api/consent/log/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stored = () =>
    queryRows<{
      shop_id: string;
      action: string;
      href: string;
      version: number;
      consents: unknown;
    }>(
      database.db,
      sql`select shop_id, action, href, version, consents from consent.consent_decisions order by id`,
    );

  it("keeps each decision with its shop, page, version and services", async () => {
    address = 1;
    const before = (await stored()).length;
    expect((await post(decision)).status).toBe(204);
    expect((await post({ ...decision, action: "rejectAll", shopId: "baby-nl" })).status).toBe(204);
    const rows = (await stored()).slice(before);
    expect(rows).toEqual([
      {
        shop_id: "home-de",
        action: "save",
        href: decision.href,
        version: 2,
        consents: decision.consents,
      },
      expect.objectContaining({ shop_id: "baby-nl", action: "rejectAll" }),
    ]);
  });

  it("answers bad input with 400 and a message, and stores nothing", async () => {
    address = 2;
    const before = (await stored()).length;
    for (const [body, message] of [
      ["{not json", "The body must be valid JSON"],
      [{ ...decision, action: "maybe" }, "action must be one of"],
      [{ ...decision, shopId: "home-xx" }, "shopId must name one of the shop's shops"],
      [{ ...decision, href: "not a page" }, "href must be the page's address"],
      [{ ...decision, href: `http://localhost/${"a".repeat(2048)}` }, "href must be"],
      [{ ...decision, version: 1.5 }, "version must be a positive whole number"],
      [{ ...decision, consents: {} }, "consents must map"],
      [{ ...decision, consents: { ad_storage: "yes" } }, "consents must map"],
      [{ ...decision, consents: { "Bad Name": true } }, "consents must map"],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    expect((await stored()).length).toBe(before);
  });

  it("refuses a body over 4 KB with 413", async () => {
    address = 3;
    const consents = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`service_${index}_with_a_long_name`, true]),
    );
    expect((await post({ ...decision, consents })).status).toBe(413);
  });

  it("takes 60 decisions from an address in ten minutes, then answers 429 with Retry-After", async () => {
    address = 4;
    for (let index = 0; index < consentLogLimit.max; index++)
      expect((await post(decision)).status).toBe(204);
    const refused = await post(decision);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many/);
    address = 5;
    expect((await post(decision)).status).toBe(204);
  });
});
