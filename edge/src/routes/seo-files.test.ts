import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "@shop/shared/platform";
import { loadConfig } from "../config.ts";
import { seededTestDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";
import { testEdge } from "../testing/edge-fixture.ts";

// The whole catalogue in the sitemaps: 100,000 products on PostgreSQL (home 60,000, baby 40,000).
const handle = await seededTestDatabase("postgres", 100_000, shopRegistry(loadConfig({})).shops);
afterAll(() => handle.dispose());
// Two products leave the listing: their pages must leave the sitemaps too.
const hidden = await queryRows<{ referenceKey: string }>(
  handle.db,
  sql`update products set is_active = false where reference_key in ('1000007', '2000011')
    returning reference_key as "referenceKey"`,
);
const { app } = await testEdge({ db: handle.db });

function locs(xml: string, tag: "sitemap" | "url"): { loc: string; lastmod?: string }[] {
  const pattern = new RegExp(
    `<${tag}><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?</${tag}>`,
    "g",
  );
  return [...xml.matchAll(pattern)].map(([, loc = "", lastmod]) => ({ loc, lastmod }));
}

async function get(host: string, path: string): Promise<Response> {
  return app.request(path, { headers: { host } });
}

/** Every sitemap file the shop's index names, and the URLs of each. */
async function sitemaps(host: string) {
  const index = await get(host, "/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const indexXml = await index.text();
  expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex /);
  const files = locs(indexXml, "sitemap");
  return Promise.all(
    files.map(async (file) => {
      const response = await get(host, new URL(file.loc).pathname);
      expect(response.status, file.loc).toBe(200);
      return { ...file, urls: locs(await response.text(), "url") };
    }),
  );
}

/** The brand's listed reference keys. */
async function listedKeys(brand: string): Promise<string[]> {
  const rows = await queryRows<{ referenceKey: string }>(
    handle.db,
    sql`select reference_key as "referenceKey" from products where brand = ${brand} and is_active`,
  );
  return rows.map((row) => row.referenceKey).sort();
}

function productKeys(urls: readonly { loc: string }[], prefix: string): string[] {
  return urls
    .map((url) => url.loc)
    .filter((loc) => loc.startsWith(prefix))
    .map((loc) => /-(\d{7})\/$/.exec(loc)?.[1] ?? loc);
}

describe("the sitemaps of 100,000 products", () => {
  it("list every listed product of a one-language shop exactly once, 50,000 URLs at most per file", async () => {
    const files = await sitemaps("localhost");
    for (const file of files) expect(file.urls.length).toBeLessThanOrEqual(50_000);
    const urls = files.flatMap((file) => file.urls);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    expect(urls.map((url) => url.loc)).toContain("http://localhost:3000/de/");
    expect(urls.map((url) => url.loc)).toContain("http://localhost:3000/de/kueche/");
    const keys = productKeys(urls, "http://localhost:3000/de/p/");
    expect(keys.sort()).toEqual(await listedKeys("home"));
    expect(keys).not.toContain(
      hidden.find((row) => row.referenceKey.startsWith("1"))?.referenceKey,
    );
    // 59,999 products: one full file and the rest in a second.
    const productFiles = files.filter((file) => file.urls.some((url) => url.loc.includes("/p/")));
    expect(productFiles.map((file) => file.urls.length)).toEqual([50_000, 9_999]);
    // Each product file says when its newest product changed; each product when it did.
    for (const file of productFiles) {
      const newest = file.urls
        .map((url) => url.lastmod ?? "")
        .sort()
        .at(-1);
      expect(file.lastmod).toBe(newest);
      expect(new Date(newest ?? "").toISOString()).toBe(newest);
    }
  });

  it("list every listed product in each language of a shop with two", async () => {
    const files = await sitemaps("be.baby.localhost");
    const urls = files.flatMap((file) => file.urls);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    const listed = await listedKeys("baby");
    expect(listed).toHaveLength(39_999);
    for (const language of ["fr", "nl"]) {
      expect(urls.map((url) => url.loc)).toContain(`http://be.baby.localhost:3000/${language}/`);
      const keys = productKeys(urls, `http://be.baby.localhost:3000/${language}/p/`);
      expect(keys.sort()).toEqual(listed);
    }
  });

  it("answers 404 for a sitemap the shop does not have", async () => {
    for (const path of [
      "/sitemaps/mfe-catalog/fr-1.xml",
      "/sitemaps/mfe-catalog/de-9.xml",
      "/sitemaps/home/de-1.xml",
      "/sitemaps/mfe-basket/de-0.xml",
      "/sitemaps/constructor/de-0.xml",
      "/sitemaps/mfe-catalog/de-x.xml",
    ]) {
      const response = await get("localhost", path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: "This shop has no such sitemap" });
    }
  });
});
