import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "@shop/shared/testing";
import { loadConfig } from "../config.ts";
import { seededTestDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";
import { testEdge, type TestEdge } from "../testing/edge-fixture.ts";

const base = loadConfig({});

async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 10_000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The slices with data on the home page, whose versions its kept document is keyed on. */
const homeSlices = ["mfe-catalog", "mfe-cms", "mfe-basket", "mfe-account", "mfe-consent"] as const;

async function visit(edge: TestEdge) {
  const response = await edge.app.request("/de/", { headers: { host: "localhost" } });
  return { outcome: response.headers.get("x-document-cache"), html: await response.text() };
}

// Decision 0054: a kept document answers past its freshness only while a data version in its key
// cannot be confirmed (here the catalogue's version cannot be read, as in a database outage).
describe("kept documents while a data version cannot be read", () => {
  let database: TestDatabase;
  let edge: TestEdge;

  beforeAll(async () => {
    database = await seededTestDatabase("pglite", 10, shopRegistry(base).shops);
    edge = await testEdge({
      db: database.db,
      config: {
        fragmentCache: { ...base.fragmentCache, dataPollMs: 20 },
        // Every kept document is past its freshness at once.
        documentCache: { ...base.documentCache, freshMs: 1 },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await edge.dataVersions.stop();
    await database.dispose();
  });

  it("serves the expired document marked stale, and composes again once the version is read", async () => {
    // A composed document is kept once it is compressed, after its answer went out.
    const kept = vi.spyOn(edge.documentCache as NonNullable<TestEdge["documentCache"]>, "put");
    const composed = await visit(edge);
    expect(composed.outcome).toBe("miss");
    await until(() => kept.mock.calls.length === 1, "the home page is kept");
    expect((await visit(edge)).outcome).toBe("miss");
    await until(() => kept.mock.calls.length === 2, "the home page is kept again");

    await database.db.execute(sql`alter table data_version rename to data_version_away`);
    await until(() => !edge.dataVersions.confirmed("mfe-catalog"), "the read fails");
    const expired = await visit(edge);
    expect(expired.outcome).toBe("stale");
    expect(expired.html).toContain('data-fragment="mfe-cms/');

    await database.db.execute(sql`alter table data_version_away rename to data_version`);
    // Every slice of the page reads its version from the table: each must have read it again.
    await until(
      () => homeSlices.every((mfe) => edge.dataVersions.confirmed(mfe)),
      "every slice's read succeeds again",
    );
    expect((await visit(edge)).outcome).toBe("miss");
  });
});
