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
import { addVitals } from "../store/vitals-store.ts";
import { consentApi, consentMigrations } from "./index.ts";
import { parseVitalsBody } from "./vitals-body.ts";
import type { VitalsReportRow } from "./vitals-report.ts";
import { vitalsLimit } from "./vitals-routes.ts";

const beacon = {
  pageType: "product",
  locale: "fr-be",
  path: "/fr/p/chaise-1/",
  versions: { "mfe-catalog": "v1", "mfe-consent": "c1" },
  metrics: [
    { name: "LCP", value: 1800 },
    { name: "TTFB", value: 120 },
  ],
};

describe.each(["pglite", "postgres"] as const)("the performance beacon on %s", (kind) => {
  let database: TestDatabase;
  let app: Hono;
  let address = 0;

  beforeAll(async () => {
    database = await testDatabase(kind, [consentMigrations]);
    // Each test its own client address, so the rate limit of one does not reach the next.
    const platform = {
      ...testPlatform(database.db, testShops()),
      rateLimits: memoryRateLimits(),
      clientAddress: () => `198.51.100.${address}`,
    };
    app = new Hono();
    for (const { path, routes } of consentApi(platform, {}).routes) app.route(path, routes);
    app.onError((error, c) => {
      const status = error instanceof HTTPException ? error.status : 500;
      return c.json({ error: error.message }, status);
    });
  });
  afterAll(() => database.dispose());

  const post = (body: unknown) =>
    app.request("http://localhost/api/consent/vitals/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stored = () =>
    queryRows<{ page_type: string; locale: string; path: string; name: string; value: number }>(
      database.db,
      sql`select page_type, locale, path, name, value from consent.web_vitals order by id`,
    );
  const report = async () => {
    const response = await app.request("http://localhost/api/consent/vitals/report/");
    expect(response.status).toBe(200);
    return ((await response.json()) as { rows: VitalsReportRow[] }).rows;
  };

  it("keeps each metric of a page view with its page type, locale and path", async () => {
    address = 1;
    const before = (await stored()).length;
    expect((await post(beacon)).status).toBe(204);
    expect((await stored()).slice(before)).toEqual([
      { page_type: "product", locale: "fr-be", path: "/fr/p/chaise-1/", name: "LCP", value: 1800 },
      { page_type: "product", locale: "fr-be", path: "/fr/p/chaise-1/", name: "TTFB", value: 120 },
    ]);
  });

  it("reports p75 per page type, slice version and metric", async () => {
    address = 2;
    for (const value of [1000, 3000, 4000]) {
      const next = {
        ...beacon,
        versions: { "mfe-catalog": "v2" },
        metrics: [{ name: "LCP", value }],
      };
      expect((await post(next)).status).toBe(204);
    }
    const rows = await report();
    expect(rows).toContainEqual({
      pageType: "product",
      mfe: "mfe-catalog",
      version: "v2",
      metric: "LCP",
      p75: 4000,
      samples: 3,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ mfe: "mfe-catalog", version: "v1", metric: "LCP", p75: 1800 }),
    );
  });

  it("answers bad input with 400 { error, key } and stores nothing", async () => {
    address = 3;
    const before = (await stored()).length;
    for (const [body, message] of [
      ["{not json", "The body must be valid JSON"],
      [{ ...beacon, pageType: "nowhere" }, "pageType must be"],
      [{ ...beacon, locale: "en-gb" }, "locale must be"],
      [{ ...beacon, metrics: [{ name: "LCP", value: Number.MAX_VALUE }] }, "metrics must"],
      [{ ...beacon, versions: { "mfe-nope": "1" } }, "versions must"],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; key: string };
      expect(answer.error).toContain(message);
      expect(answer.key).toBe("consent.vitals.invalid");
    }
    expect((await post({ ...beacon, path: `/${"a".repeat(3000)}` })).status).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it("refuses a beacon from another site with 403 and stores nothing", async () => {
    address = 6;
    const before = (await stored()).length;
    const response = await app.request("http://localhost/api/consent/vitals/", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify(beacon),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ key: "consent.crossSite" });
    expect((await stored()).length).toBe(before);
  });

  it("takes vitalsLimit beacons from an address, then answers 429 with Retry-After", async () => {
    address = 4;
    for (let index = 0; index < vitalsLimit.max; index++)
      expect((await post(beacon)).status).toBe(204);
    const before = (await stored()).length;
    const refused = await post(beacon);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ key: "consent.vitals.tooMany" });
    expect((await stored()).length).toBe(before);
    address = 5;
    expect((await post(beacon)).status).toBe(204);
  });

  it("keeps only the newest rows per page type", async () => {
    const home = parseVitalsBody({
      ...beacon,
      pageType: "home",
      metrics: [{ name: "FCP", value: 1 }],
    });
    for (const value of [1, 2, 3, 4, 5]) {
      await addVitals(database.db, { ...home, metrics: [{ name: "FCP", value }] }, 3);
    }
    const kept = (await stored()).filter((row) => row.page_type === "home");
    expect(kept.map((row) => row.value)).toEqual([3, 4, 5]);
    // Other page types are not touched.
    expect((await stored()).some((row) => row.page_type === "product")).toBe(true);
  });
});
