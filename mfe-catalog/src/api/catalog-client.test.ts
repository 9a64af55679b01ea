import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import {
  recommendationServiceBody,
  shopContext,
  type NavigationResponse,
  type ProductPageResponse,
  type RecommendationServiceResponse,
  type RecommendationSlotsResponse,
  type RecommendationsResponse,
  type SearchResponse,
} from "@shop/shared";
import { queryRows, type ShopDirectory } from "@shop/shared/platform";
import { testShops } from "@shop/shared/testing";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

const handle = await seededTestDatabase("pglite");
afterAll(() => handle.dispose());
afterEach(() => vi.unstubAllGlobals());
const api = testCatalogApi(handle);
const app = testApp(api);
const germany = shopContext("home", "de", "de");
const client = api.client({ shop: germany, cookies: {} });

async function get<T>(path: string): Promise<T> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Every item of an async iterable, in order. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

/** The shops of the tests with home-de asking an external recommendation service. */
function withExternalService(url: string): ShopDirectory {
  const shops = testShops();
  return {
    ...shops,
    shops: shops.shops.map((shop) =>
      shop.shopId === "home-de" ? { ...shop, recommendationService: url } : shop,
    ),
  };
}

describe("the catalogue's in-process client", () => {
  it("answers product, search, navigation, slots and recommendations as the shop's API does", async () => {
    expect(await client.product("1000020")).toEqual(
      await get<ProductPageResponse>("/api/shop/product/1000020/?locale=de-de"),
    );
    expect(await client.product("1999998")).toBeUndefined();
    expect(await client.search({ q: "Tischdecken", perPage: "5", locale: "de-de" })).toEqual(
      await get<SearchResponse>("/api/shop/search/?locale=de-de&q=Tischdecken&perPage=5"),
    );
    expect(await client.navigation()).toEqual(
      (await get<NavigationResponse>("/api/shop/navigation/?locale=de-de")).nodes,
    );
    expect(await client.recommendationSlots()).toEqual(
      await get<RecommendationSlotsResponse>("/api/shop/recommendation-slots/?locale=de-de"),
    );
    expect(await client.recommendations(["1000004", "9999999", "1000001"])).toEqual(
      (
        await get<RecommendationsResponse>(
          "/api/shop/recommendations/?locale=de-de&referenceKeys=1000004,9999999,1000001",
        )
      ).products,
    );
  });

  it("refuses a malformed search as the search API does", async () => {
    await expect(client.search({ sort: "cheap" })).rejects.toThrow(
      "sort must be one of Relevancy:desc, price:asc, price:desc, newest:desc",
    );
  });

  it("answers a slot's recommendations from the embedded service, in-process", async () => {
    const slots = await client.recommendationSlots();
    const config = slots.slots.listing_bestseller;
    const response = await app.request("/optimization/recommend/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        recommendationServiceBody(
          {
            recommendationId: config?.recommendationId ?? "",
            fillWithRandom: config?.fillWithRandom ?? false,
            size: config?.size ?? 0,
          },
          slots.projectId,
        ),
      ),
    });
    const ids = ((await response.json()) as RecommendationServiceResponse).data.map(
      (item) => item.product_id,
    );
    expect(ids).toHaveLength(12);
    const products = await client.slotRecommendations("listing_bestseller");
    expect(products.map((product) => product.referenceKey)).toEqual(ids);
    expect(products[0]?.price.currencyCode).toBe("EUR");
  });

  it("answers a last-seen slot only for the tracking id of the request's own session", async () => {
    const trackingId = "0123456789abcdef0123";
    const viewed = await app.request("/optimization/view", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        project_id: "home-de-de",
        customer_ids: { cookie: trackingId },
        item_id: "1000003",
      }),
    });
    expect(viewed.status).toBe(204);
    const sid = /sid=([^;]+)/.exec(viewed.headers.get("set-cookie") ?? "")?.[1] ?? "";
    const own = api.client({ shop: germany, cookies: { sid } });
    const seen = await own.slotRecommendations("pds_last_seen", { trackingId });
    expect(seen.map((product) => product.referenceKey)).toEqual(["1000003"]);
    expect(await client.slotRecommendations("pds_last_seen", { trackingId })).toEqual([]);
  });

  it("asks an external service over https, and shows the slot's fallback when it fails", async () => {
    const external = testCatalogApi(handle, withExternalService("https://recs.example/user"));
    const externalClient = external.client({ shop: germany, cookies: {} });
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      calls.push({ url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      return Promise.resolve(
        Response.json({
          success: true,
          data: [{ product_id: "1000004" }, { product_id: "1000001" }],
        }),
      );
    });
    const answered = await externalClient.slotRecommendations("pds_alternatives", {
      itemId: "1000000",
    });
    expect(answered.map((product) => product.referenceKey)).toEqual(["1000004", "1000001"]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://recs.example/user");
    expect(calls[0]?.body).toMatchObject({
      project_id: "home-de-de",
      engine_id: "alternatives",
      item_id: "1000000",
    });

    vi.stubGlobal("fetch", () => Promise.resolve(new Response("down", { status: 503 })));
    const slots = await externalClient.recommendationSlots();
    expect(slots.service).toBe("https://recs.example/user");
    const fallback = await externalClient.slotRecommendations("pds_alternatives");
    expect(fallback.map((product) => product.referenceKey)).toEqual(
      slots.slots.pds_alternatives?.fallback,
    );
    vi.stubGlobal("fetch", () => Promise.reject(new Error("offline")));
    expect(
      (await externalClient.slotRecommendations("pds_alternatives")).map(
        (product) => product.referenceKey,
      ),
    ).toEqual(slots.slots.pds_alternatives?.fallback);
  });

  it("answers no products for a slot without results or configuration, never an error", async () => {
    // Last seen without a visitor: the service finds nothing and the slot has no fallback.
    expect(await client.slotRecommendations("listing_last_seen")).toEqual([]);
    await handle.db.execute(
      sql`delete from recommendation_slots where brand = 'home' and locale = 'de-de' and slot = 'search'`,
    );
    expect(await client.slotRecommendations("search")).toEqual([]);
  });
});

describe("a category page's paths in each language", () => {
  it("name the same category through each language's slugs, and nothing for another path", async () => {
    const [department] = await client.navigation();
    const subcategory = department?.children?.[0];
    const paths = await client.categoryPaths(subcategory?.link ?? "");
    expect(paths.de).toBe(subcategory?.link);
    const french = shopContext("home", "fr", "fr");
    const frenchDepartment = (await api.navigation(french))[0];
    expect(paths.fr).toBe(frenchDepartment?.children?.[0]?.link);
    expect(paths.nl).toMatch(/^\/nl\/[a-z-]+\/[a-z-]+\/$/);
    expect(await client.categoryPaths(department?.link ?? "")).toMatchObject({
      de: department?.link,
      fr: frenchDepartment?.link,
    });
    expect(await client.categoryPaths("/de/gibt-es-nicht/")).toEqual({});
    expect(await client.categoryPaths(frenchDepartment?.link ?? "")).toEqual({});
  });
});

describe("the catalogue's surface for the platform", () => {
  it("answers the navigation for the page frame", async () => {
    expect(await api.navigation(germany)).toEqual(await client.navigation());
  });

  it("lists every category page and every listed product of a shop language for the sitemaps, in files", async () => {
    const france = shopContext("home", "fr", "fr");
    const [hidden] = await queryRows<{ referenceKey: string }>(
      handle.db,
      sql`update products set is_active = false
        where id = (select min(id) from products where brand = 'home')
        returning reference_key as "referenceKey"`,
    );
    try {
      const files = await api.sitemap.sitemapFiles(france, 40);
      const entries = await Promise.all(
        files.map((_, file) => collect(api.sitemap.sitemapEntries(france, file, 40))),
      );
      expect(entries.map((file) => file.length)).toEqual(files.map((file) => file.urls));
      const navigation = await api.navigation(france);
      const categories = navigation.flatMap((node) => [
        node.link,
        ...(node.children ?? []).map((child) => child.link),
      ]);
      expect(entries[0]?.map((entry) => entry.path)).toEqual(categories);
      const products = entries.slice(1).flat();
      expect(files.slice(1).map((file) => file.urls)).toEqual([40, 40, 9]);
      expect(new Set(products.map((entry) => entry.path)).size).toBe(89);
      for (const entry of products) {
        expect(entry.path).toMatch(/^\/fr\/p\/.+-1\d{6}\/$/);
        expect(new Date(entry.lastmod ?? "").toISOString()).toBe(entry.lastmod);
      }
      expect(products.some((entry) => entry.path.endsWith(`-${hidden?.referenceKey}/`))).toBe(
        false,
      );
      const newest = files.slice(1).map((file) => file.lastmod);
      const perFile = entries.slice(1).map((file) =>
        file
          .map((entry) => entry.lastmod ?? "")
          .sort()
          .at(-1),
      );
      expect(newest).toEqual(perFile);
      expect(await collect(api.sitemap.sitemapEntries(france, files.length, 40))).toEqual([]);
    } finally {
      await handle.db.execute(sql`update products set is_active = true`);
    }
  });
});
