import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@shop/shared/platform";
import { testEdge, type TestEdge } from "../testing/edge-fixture.ts";

/**
 * An edge whose PostgreSQL does not answer (nothing listens on the port): a call that needs the
 * database is a moment's outage to the client, not a server bug (issue 25, point 4).
 */
describe("answers while the database is out of reach", () => {
  let edge: TestEdge;
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: "postgres://shop@127.0.0.1:1/none", max: 2 });
    pool.on("error", () => undefined);
    edge = await testEdge({ db: drizzle(pool) as unknown as Database });
  });
  afterAll(async () => {
    await edge.dataVersions.stop();
    await pool.end();
  });

  it("answers an API call 503 with Retry-After and a message a client can show", async () => {
    const response = await edge.app.request(
      "/api/shop/basket/get/basket_home-de_0123456789abcdef0123456789abcdef/?locale=de-de",
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: "The shop is briefly unavailable. Please try again in a moment.",
      key: "error.unavailable",
    });
  });
});
