import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MicroFrontendName } from "@shop/shared";
import type { TestDatabase } from "@shop/shared/testing";
import { loadConfig } from "../config.ts";
import { seededTestDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";
import { releaseKeyCookie } from "../release/release-cookie.ts";
import { testEdge, throwingRenderer, type TestEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";
import type { ArtefactStore } from "./artefact-store.ts";
import { mayKeepDocument } from "./document-cache.ts";

const base = loadConfig({});

/** Waits until `edge` keeps `count` documents (they are compressed after the stream ends). */
async function kept(edge: TestEdge, count: number): Promise<void> {
  const started = Date.now();
  while ((edge.documentCache?.size ?? 0) < count) {
    if (Date.now() - started > 5000) throw new Error(`fewer than ${count} documents were kept`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Asks for a page and reads it whole; the answer's `x-document-cache`, body and headers. */
async function visit(edge: TestEdge, path: string, headers: Record<string, string> = {}) {
  const response = await edge.app.request(path, { headers: { host: "localhost", ...headers } });
  const html = await response.text();
  return { outcome: response.headers.get("x-document-cache"), html, response };
}

/** Asks twice, letting the first answer be kept: the second one's outcome and body. */
async function twice(edge: TestEdge, path: string, headers: Record<string, string> = {}) {
  const before = edge.documentCache?.size ?? 0;
  const first = await visit(edge, path, headers);
  if (first.outcome === "miss") await kept(edge, before + 1);
  return { first, second: await visit(edge, path, headers) };
}

/** The version a page shows of a slice's fragments. */
function versionOf(html: string, mfe: MicroFrontendName): string | undefined {
  return new RegExp(`data-fragment="${mfe}/[^"]+" data-version="([^"]+)"`).exec(html)?.[1];
}

/** Edges of their own, over the file's one seeded catalogue: slow on a busy machine. */
const ownEdgeMs = 90_000;

describe("the document cache", () => {
  let edge: TestEdge;
  beforeAll(async () => {
    edge = await testEdge();
  }, 120_000);

  it(
    "keeps an anonymous page and serves it compressed as the client accepts",
    { timeout: ownEdgeMs },
    async () => {
      const { first, second } = await twice(edge, "/de/", { "accept-encoding": "br" });
      expect([first.outcome, second.outcome]).toEqual(["miss", "hit"]);
      expect(second.response.headers.get("content-encoding")).toBe("br");
      const page = brotliDecompressSync(
        Buffer.from(
          await (
            await edge.app.request("/de/", {
              headers: { "accept-encoding": "br" },
            })
          ).arrayBuffer(),
        ),
      ).toString();
      expect(page).toContain("Unsere Bestseller");
      const gzip = await edge.app.request("/de/", { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
      const plain = await visit(edge, "/de/");
      expect(plain.outcome).toBe("hit");
      expect(plain.html).toBe(page);
      // The page's own headers, this request's: the same policy, the language cookie set anew.
      expect(plain.response.headers.get("content-security-policy")).toBe(
        first.response.headers.get("content-security-policy"),
      );
      expect(plain.response.headers.get("set-cookie")).toMatch(/^locale=de;/);
      expect(plain.response.headers.get("cache-control")).toBe("private, no-cache");
    },
  );

  it("keys on the query parameters the page declares and composes any other for itself", async () => {
    const product = encodeURI((await productPaths(edge.app, "1000001")).de);
    expect((await twice(edge, `${product}?action=review`)).second.outcome).toBe("hit");
    expect((await visit(edge, product)).outcome).toBe("miss");
    expect((await visit(edge, `${product}?utm_source=mail`)).outcome).toBe("bypass");
    // A page whose main content is personal is composed for each visitor.
    expect((await visit(edge, "/de/login/")).outcome).toBe("bypass");
  });

  it(
    "keeps no page in which a fragment fell back, so a broken renderer is not pinned",
    { timeout: ownEdgeMs },
    async () => {
      const edge = await testEdge({ changes: { "mfe-cms": throwingRenderer } });
      const first = await visit(edge, "/de/");
      expect(first.html).toContain('data-status="fallback"');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(edge.documentCache?.size).toBe(0);
      expect((await visit(edge, "/de/")).outcome).toBe("miss");
    },
  );

  it("keeps no document with a nonce: one nonce for every visitor would weaken the policy", () => {
    expect(mayKeepDocument('<script type="application/json">{}</script>')).toBe(true);
    expect(mayKeepDocument('<script nonce="abc">go()</script>')).toBe(false);
  });

  it(
    "composes an expired page once while the others get the kept one, and keeps one of concurrent first pages",
    { timeout: ownEdgeMs },
    async () => {
      // Every kept document is past its freshness at once (decision 0062).
      const edge = await testEdge({
        config: { documentCache: { ...base.documentCache, freshMs: 1 } },
      });
      const cache = edge.documentCache;
      if (!cache) throw new Error("the document cache is on by default");
      const put = vi.spyOn(cache, "put");
      const first = await Promise.all([1, 2, 3, 4].map(() => visit(edge, "/de/")));
      expect(first.map((answer) => answer.outcome)).toEqual(["miss", "miss", "miss", "miss"]);
      await kept(edge, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(put).toHaveBeenCalledTimes(1);

      const head = await edge.app.request("/de/", {
        method: "HEAD",
        headers: { host: "localhost" },
      });
      expect(head.headers.get("x-document-cache")).toBe("stale");
      const again = await Promise.all([1, 2, 3, 4].map(() => visit(edge, "/de/")));
      expect(again.map((answer) => answer.outcome).sort()).toEqual([
        "miss",
        "stale",
        "stale",
        "stale",
      ]);
      expect(again.every((answer) => answer.html.includes('data-fragment="mfe-cms/'))).toBe(true);
      const fresh = again.find((answer) => answer.outcome === "miss");
      expect(again.find((answer) => answer.outcome === "stale")?.html).toBe(fresh?.html);
    },
  );

  it("is off with SHOP_DOCUMENT_CACHE_BYTES=0", { timeout: ownEdgeMs }, async () => {
    const edge = await testEdge({
      config: { documentCache: { ...base.documentCache, maxBytes: 0 } },
    });
    expect(edge.documentCache).toBeUndefined();
    expect((await visit(edge, "/de/")).outcome).toBe("bypass");
  });
});

describe("the document cache and releases", () => {
  /** The live versions as a registry would say: a promoted version and a canary for some keys. */
  const release = {
    promoted: undefined as string | undefined,
    canaryKeys: new Set<string>(),
    /** Every visitor drawn (into the stable version): the page sets the visitor's key. */
    drawEveryone: false,
  };
  const canary = "c0ffee000001";
  const promoted = "c0ffee000002";
  const releaseStore = (builds: ArtefactStore): ArtefactStore => ({
    browserFile: (name, version, file) => builds.browserFile(name, version, file),
    async live(name, context) {
      const built = await builds.live(name, context);
      if (name !== "mfe-cms") return built;
      if (context?.visitorKey && release.canaryKeys.has(context.visitorKey)) {
        return { ...built, version: canary, drawn: true };
      }
      const live = release.promoted ? { ...built, version: release.promoted } : built;
      return release.drawEveryone ? { ...live, drawn: true } : live;
    },
  });
  const canaryKey = "canary-visitor-key-0001";
  const stableKey = "stable-visitor-key-0001";
  const cohort = (key: string) => ({ cookie: `${releaseKeyCookie}=${key}` });

  it("serves each canary cohort its own document", { timeout: ownEdgeMs }, async () => {
    const edge = await testEdge({ store: releaseStore });
    release.canaryKeys.add(canaryKey);
    const inCanary = await twice(edge, "/de/", cohort(canaryKey));
    const outside = await twice(edge, "/de/", cohort(stableKey));
    expect([inCanary.second.outcome, outside.second.outcome]).toEqual(["hit", "hit"]);
    expect(versionOf(inCanary.second.html, "mfe-cms")).toBe(canary);
    expect(versionOf(outside.second.html, "mfe-cms")).not.toBe(canary);
    release.canaryKeys.clear();
  });

  it(
    "serves the promoted version on the next page and the old one again after a rollback",
    { timeout: ownEdgeMs },
    async () => {
      const edge = await testEdge({ store: releaseStore });
      const { second } = await twice(edge, "/de/");
      const stable = versionOf(second.html, "mfe-cms");
      release.promoted = promoted;
      const afterPromotion = await visit(edge, "/de/");
      expect(afterPromotion.outcome).toBe("miss");
      expect(versionOf(afterPromotion.html, "mfe-cms")).toBe(promoted);
      release.promoted = undefined;
      expect(versionOf((await visit(edge, "/de/")).html, "mfe-cms")).toBe(stable);
    },
  );

  it(
    "gives each new visitor drawn for a canary a key of their own, never a kept one",
    { timeout: ownEdgeMs },
    async () => {
      const edge = await testEdge({ store: releaseStore });
      release.drawEveryone = true;
      await twice(edge, "/de/");
      const keys = [];
      for (const _ of [1, 2]) {
        const { outcome, response } = await visit(edge, "/de/");
        expect(outcome).toBe("hit");
        keys.push(
          new RegExp(`${releaseKeyCookie}=([^;]+)`).exec(
            response.headers.get("set-cookie") ?? "",
          )?.[1],
        );
      }
      release.drawEveryone = false;
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBeTruthy();
      expect(keys[0]).not.toBe(keys[1]);
    },
  );
});

describe("the document cache and data changes (PGlite, notifications only)", () => {
  let database: TestDatabase;
  let edge: TestEdge;
  let page = "";

  beforeAll(async () => {
    database = await seededTestDatabase("pglite", 10, shopRegistry(base).shops);
    edge = await testEdge({
      db: database.db,
      config: { fragmentCache: { ...base.fragmentCache, dataPollMs: 600_000 } },
    });
    page = encodeURI((await productPaths(edge.app, "1000004")).de);
  }, 120_000);
  afterAll(async () => {
    await edge.dataVersions.stop();
    await database.dispose();
  });

  it("composes the page again on every instance's next request after the data changed", async () => {
    expect((await twice(edge, page)).second.outcome).toBe("hit");
    await database.db.execute(
      sql`update product_texts set name = 'Umbenannter Dokumenttest' where language = 'de'
        and product_id = (select id from products where reference_key = '1000004' and brand = 'home')`,
    );
    const changed = await visit(edge, page);
    expect(changed.outcome).toBe("miss");
    expect(changed.html).toContain("<title>Umbenannter Dokumenttest | ");
    // The document of the old data was dropped at once, not left to the bound.
    await kept(edge, 1);
    expect(edge.documentCache?.size).toBe(1);
  });
});
