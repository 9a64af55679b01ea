import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "@shop/shared";
import { cmsApi } from "@shop/mfe-cms/api";
import { memoryLogger, type TestDatabase } from "@shop/shared/testing";
import { createEdge } from "../app.ts";
import { loadConfig, type EdgeConfig } from "../config.ts";
import { seededTestDatabase } from "../db/test-databases.ts";
import { edgeSources, shopRegistry } from "../edge-sources.ts";
import { testEdge, type TestEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";
import { FolderArtefactStore } from "./artefact-store.ts";
import { DataVersions, renderedFromOtherData } from "./cache-invalidation.ts";
import { ModuleRendererRegistry } from "./renderer-registry.ts";

const base = loadConfig({});

/** Fragment cache settings whose polling never comes in a test: only notifications count. */
const notificationsOnly: Partial<EdgeConfig> = {
  fragmentCache: { ...base.fragmentCache, dataPollMs: 50 },
};

describe("DataVersions", () => {
  /** A source whose version the test sets, and a channel the test announces on. */
  function harness(pollMs = 600_000) {
    const versions = { "mfe-catalog": "1", "mfe-cms": "a" };
    let announce: (payload: string) => void = () => undefined;
    const changes: string[] = [];
    const logger = memoryLogger();
    const dataVersions = new DataVersions({
      sources: {
        "mfe-catalog": () => Promise.resolve(versions["mfe-catalog"]),
        "mfe-cms": () => Promise.resolve(versions["mfe-cms"]),
      },
      subscription: (onMessage) => {
        announce = onMessage;
        return Promise.resolve(() => Promise.resolve());
      },
      pollMs,
      logger,
      onChange: (mfe, version) => changes.push(`${mfe}=${version}`),
    });
    return { versions, dataVersions, changes, logger, announce: (p: string) => announce(p) };
  }

  it("answers each slice's version, and one that never changes for a slice without data", async () => {
    const { dataVersions } = harness();
    expect(await dataVersions.version("mfe-catalog")).toBe("1");
    expect(await dataVersions.version("mfe-cms")).toBe("a");
    expect(await dataVersions.version("mfe-basket")).toBe("-");
    expect(await dataVersions.version("shell")).toBe("-");
    await dataVersions.stop();
  });

  it("reads a slice's version again when its change is announced, before the next page asks", async () => {
    const { dataVersions, versions, changes, announce } = harness();
    await dataVersions.start();
    versions["mfe-catalog"] = "2";
    versions["mfe-cms"] = "b";
    announce("mfe-catalog");
    expect(await dataVersions.version("mfe-catalog")).toBe("2");
    // Only the announced slice is read: content changes have no announcement, polling finds them.
    expect(await dataVersions.version("mfe-cms")).toBe("a");
    expect(changes).toEqual(["mfe-catalog=2"]);
    await dataVersions.stop();
  });

  it("moves its generation on with every announced or seen change, and has none while reading one", async () => {
    const { dataVersions, versions, announce } = harness();
    await dataVersions.start();
    const before = dataVersions.generation();
    expect(before).toBeTypeOf("number");
    await dataVersions.refresh("mfe-cms");
    expect(dataVersions.generation()).toBe(before);
    versions["mfe-catalog"] = "2";
    announce("mfe-catalog");
    expect(dataVersions.generation()).toBeUndefined();
    await dataVersions.version("mfe-catalog");
    const announced = dataVersions.generation();
    expect(announced).toBeGreaterThan(before ?? 0);
    // A change found without an announcement (polling) moves it on too.
    versions["mfe-cms"] = "b";
    await dataVersions.refresh("mfe-cms");
    expect(dataVersions.generation()).toBeGreaterThan(announced ?? 0);
    await dataVersions.stop();
  });

  it("finds changes without an announcement by polling", async () => {
    const { dataVersions, versions } = harness(20);
    await dataVersions.start();
    versions["mfe-cms"] = "b";
    const startedAt = performance.now();
    while ((await dataVersions.version("mfe-cms")) !== "b") {
      expect(performance.now() - startedAt).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await dataVersions.stop();
  });

  it("keeps the last version when a read fails, logs it and says it is unconfirmed", async () => {
    let fail = false;
    const logger = memoryLogger();
    const dataVersions = new DataVersions({
      sources: {
        "mfe-catalog": () => (fail ? Promise.reject(new Error("down")) : Promise.resolve("7")),
      },
      pollMs: 600_000,
      logger,
    });
    expect(await dataVersions.version("mfe-catalog")).toBe("7");
    expect(dataVersions.confirmed("mfe-catalog")).toBe(true);
    fail = true;
    await dataVersions.refresh("mfe-catalog");
    expect(await dataVersions.version("mfe-catalog")).toBe("7");
    expect(JSON.stringify(logger.lines)).toContain("data_version.read_failed");
    // The last known version, not a confirmed one (decision 0054), until a read succeeds again.
    expect(dataVersions.confirmed("mfe-catalog")).toBe(false);
    expect(dataVersions.confirmed("mfe-basket")).toBe(true);
    fail = false;
    await dataVersions.refresh("mfe-catalog");
    expect(dataVersions.confirmed("mfe-catalog")).toBe(true);
    await dataVersions.stop();
  });

  it("matches the cache keys of another version of a slice's data", () => {
    const old = renderedFromOtherData("mfe-catalog", "8");
    expect(old("mfe-catalog@abc|data:mfe-catalog=7|home-de|de|productDetail|[]")).toBe(true);
    expect(old("shell@def|data:mfe-catalog=7|home-de|de|frame:default")).toBe(true);
    expect(old("mfe-catalog@abc|data:mfe-catalog=8|home-de|de|productDetail|[]")).toBe(false);
    expect(old("mfe-cms@abc|data:mfe-cms=7|home-de|de|contentPage|[]")).toBe(false);
  });
});

describe("a change of the catalogue's data reaches the next page (PGlite, notifications only)", () => {
  let database: TestDatabase;
  let edge: TestEdge;
  const key = "1000004";
  let page = "";

  beforeAll(async () => {
    database = await seededTestDatabase("pglite", 40, shopRegistry(base).shops);
    edge = await testEdge({ db: database.db, config: notificationsOnly });
    page = encodeURI((await productPaths(edge.app, key)).de);
  }, 120_000);
  afterAll(async () => {
    await edge.dataVersions.stop();
    await database.dispose();
  });

  const html = async (path: string) => (await edge.app.request(path)).text();
  const renders = (fragment: string) =>
    edge.calls.filter((call) => call.fragment === fragment).length;

  it("shows a new price, stock and name of a product on the next product page", async () => {
    await html(page);
    await html(page);
    expect(renders("productDetail")).toBe(1);

    const product = sql`(select id from products where reference_key = ${key} and brand = 'home')`;
    await database.db.execute(
      sql`update variant_prices set with_tax = 876543 where shop_id = 'home-de'
        and variant_id in (select id from variants where product_id = ${product})`,
    );
    expect(await html(page)).toContain(formatPrice(876543, "EUR", "de-de"));

    await database.db.execute(
      sql`update product_texts set name = 'Umbenannte Leinen-Tischdecke' where language = 'de'
        and product_id = ${product}`,
    );
    expect(await html(page)).toContain("<title>Umbenannte Leinen-Tischdecke | ");

    await database.db.execute(
      sql`update variants set stock_quantity = 0, bvc = 4 where product_id = ${product}`,
    );
    expect(await html(page)).toMatch(/"stock":\{"quantity":0\}/);
    expect(renders("productDetail")).toBe(4);
  });

  it("keeps the product page cached while orders take stock, and drops it when one sells out", async () => {
    const otherKey = "1000006";
    const otherPage = encodeURI((await productPaths(edge.app, otherKey)).de);
    const product = sql`(select id from products where reference_key = ${otherKey} and brand = 'home')`;
    await database.db.execute(
      sql`update variants set stock_quantity = 5, bvc = 1 where product_id = ${product}`,
    );
    await html(otherPage);
    const rendered = renders("productDetail");
    // An order's reservation: less stock, still some.
    await database.db.execute(
      sql`update variants set stock_quantity = stock_quantity - 2 where product_id = ${product}`,
    );
    await edge.dataVersions.version("mfe-catalog");
    await html(otherPage);
    expect(renders("productDetail")).toBe(rendered);
    // The last pieces: sold out shows on the next page.
    await database.db.execute(
      sql`update variants set stock_quantity = 0 where product_id = ${product}`,
    );
    await edge.dataVersions.version("mfe-catalog");
    await html(otherPage);
    expect(renders("productDetail")).toBe(rendered + 1);
  });

  it("shows a renamed category in every page's navigation on the next page", async () => {
    // The frame's category bar only: content on the page (a navigation teaser) may name a
    // category too.
    const navigation = async (path: string) => {
      const page = await html(path);
      const start = page.indexOf('class="shop-nav__list"');
      return page.slice(start, page.indexOf("</ul>", start));
    };
    const before = await navigation("/de/");
    const [category] = (
      (await database.db.execute(
        sql`select c.id, t.name from categories c join category_texts t on t.category_id = c.id
          where c.brand = 'home' and c.parent_id is null and t.language = 'de' order by c.position limit 1`,
      )) as { rows: { id: string; name: string }[] }
    ).rows;
    if (!category) throw new Error("the demo catalogue has no category");
    expect(before).toContain(`>${category.name}<`);
    await database.db.execute(
      sql`update category_texts set name = 'Umbenannte Kategorie' where category_id = ${category.id} and language = 'de'`,
    );
    const after = await navigation("/de/");
    expect(after).toContain(">Umbenannte Kategorie<");
    expect(after).not.toContain(`>${category.name}<`);
  });

  it("drops the entries of the old data at once", async () => {
    await html(page);
    const size = edge.fragmentCache.size;
    await database.db.execute(sql`update promotions set labels = labels`);
    await edge.dataVersions.version("mfe-catalog");
    // Every catalogue entry and the frame went; the content page's entry stays.
    expect(edge.fragmentCache.size).toBeLessThan(size);
    expect(edge.fragmentCache.size).toBeGreaterThan(0);
  });
});

describe("a publication of content reaches the pages (the space's cv, polled)", () => {
  const tokens = {
    public: "content-public-test",
    preview: "content-preview-test",
    management: "content-management-test",
  };
  let database: TestDatabase;
  let edge: ReturnType<typeof createEdge>;

  beforeAll(async () => {
    database = await seededTestDatabase("pglite", 10, shopRegistry(base).shops);
    const config: EdgeConfig = {
      ...base,
      fragmentCache: { ...base.fragmentCache, dataPollMs: 50 },
    };
    const logger = memoryLogger();
    const sources = edgeSources(config, database.db, logger);
    edge = createEdge({
      config,
      store: new FolderArtefactStore(config.sliceDists),
      renderers: new ModuleRendererRegistry(),
      logger,
      ...sources,
      slices: {
        ...sources.slices,
        "mfe-cms": cmsApi({ ...sources.platform, content: { tokens, deliveryUrl: undefined } }),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await edge.dataVersions.stop();
    await database.dispose();
  });

  it("shows a published story within the poll period", async () => {
    const html = async () => (await edge.app.request("/de/")).text();
    expect(await html()).toContain("Schönes für jeden Tag");
    const versionBefore = await edge.dataVersions.version("mfe-cms");
    const delivered = await edge.app.request(
      `/content/v2/cdn/stories/home/home?token=${tokens.public}`,
    );
    const { story } = (await delivered.json()) as {
      story: { id: number; name: string; slug: string; parent_id: number; content: unknown };
    };
    const content: unknown = JSON.parse(
      JSON.stringify(story.content).replace("Schönes für jeden Tag", "Neu im Herbst"),
    );
    const published = await edge.app.request(`/content/v1/spaces/1/stories/${story.id}`, {
      method: "PUT",
      headers: { authorization: tokens.management, "content-type": "application/json" },
      body: JSON.stringify({
        story: { name: story.name, slug: story.slug, parent_id: story.parent_id, content },
        publish: 1,
      }),
    });
    expect(published.status).toBe(200);
    // The poll (every 50 ms here) sees the new version well within 2 s; the page rendered after
    // it is timed by nothing, since a busy machine may take seconds to render a whole page.
    const startedAt = performance.now();
    while ((await edge.dataVersions.version("mfe-cms")) === versionBefore) {
      expect(performance.now() - startedAt).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await html()).toContain("Neu im Herbst");
  });
});
