import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { testDatabase, type TestDatabase } from "@shop/shared/testing";
import { DatasourceStore } from "../store/datasource-store.ts";
import { StoryStore } from "../store/story-store.ts";
import { contentClient, contentManagementClient } from "./content-client.ts";
import { ContentReader } from "./content-reader.ts";
import { contentServicePath, contentServiceRoutes } from "./content-service/index.ts";
import { developmentContentTokens as tokens, type ContentSettings } from "./content-settings.ts";
import { cmsMigrations } from "./index.ts";

// The contract between the official client (storyblok-js-client) and the embedded content
// service, over real HTTP on a loopback port: what works here works against Storyblok.
let database: TestDatabase;
let store: StoryStore;
let origin: string;
let close: () => Promise<void>;
/** Every call the service received: path and query. */
const calls: URL[] = [];
/** How many of the next calls get a 429 before the service answers. */
let tooManyRequests = 0;

beforeAll(async () => {
  database = await testDatabase("pglite", [cmsMigrations]);
  store = new StoryStore(database.db);
  const app = new Hono();
  app.use("*", async (c, next) => {
    calls.push(new URL(c.req.url));
    if (tooManyRequests > 0) {
      tooManyRequests -= 1;
      return c.json({ error: "Too many requests" }, 429);
    }
    await next();
  });
  const datasources = new DatasourceStore(database.db, store);
  app.route(contentServicePath, contentServiceRoutes({ stories: store, datasources }, tokens));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await database.dispose();
});

const settings = (): ContentSettings => ({ tokens, deliveryUrl: `${origin}/content/v2` });
const client = (token = tokens.public) => contentClient(settings(), new Hono(), token);
const callsTo = (path: string) => calls.filter((call) => call.pathname.endsWith(path));
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { status: number; message: string },
  );

describe("the official client against the content service", () => {
  it("reads a story by its slug and by its translated slug", async () => {
    const { data } = await client().getStory("home/keuken", { language: "nl" });
    expect(data.story).toMatchObject({
      full_slug: "home/keuken",
      default_full_slug: "home/kueche",
    });
    expect(data.cv).toEqual(expect.any(Number));
  });

  it("pages through every story of a folder by the total and per-page headers", async () => {
    calls.length = 0;
    const stories = await client().getAll("cdn/stories", {
      starts_with: "home/documentation/",
      per_page: 2,
    });
    expect(stories.map((story: { full_slug: string }) => story.full_slug)).toEqual([
      "home/documentation/bestellen",
      "home/documentation/bezahlen",
      "home/documentation/kundenkonto",
    ]);
    expect(callsTo("/cdn/stories").map((call) => call.searchParams.get("page"))).toEqual([
      "1",
      "2",
    ]);
  });

  it("reads every entry of a datasource in a dimension", async () => {
    const entries = await client().getAll("cdn/datasource_entries", {
      datasource: "farben",
      dimension: "nl",
      per_page: 10,
    });
    expect(entries).toHaveLength(22);
    expect(entries[0]).toMatchObject({ value: "schwarz", dimension_value: "Zwart" });
  });

  it("rejects a status outside 200–206 with its status and message", async () => {
    expect(await rejection(client().getStory("home/nicht-da"))).toMatchObject({
      status: 404,
      message: "This record could not be found",
    });
    expect(await rejection(client("wrong-token").getStory("home/home"))).toMatchObject({
      status: 401,
    });
    expect(await rejection(client().getStory("home/home", { version: "draft" }))).toMatchObject({
      status: 401,
      message: "Unauthorized: drafts need the preview token",
    });
  });

  it("retries a 429 after 300 ms", async () => {
    tooManyRequests = 2;
    calls.length = 0;
    const startedAt = performance.now();
    const { data } = await client(tokens.preview).getStory("home/bad", { version: "draft" });
    expect(data.story.full_slug).toBe("home/bad");
    expect(calls).toHaveLength(3);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(2 * 300 - 10);
  });

  it("fetches more than 50 linked stories by uuid in batches of 50 and puts them into the links", async () => {
    const created = await Promise.all(
      Array.from({ length: 51 }, (_, index) =>
        store.create(
          {
            name: `Linked ${index}`,
            slug: `linked-${index}`,
            parentId: null,
            document: { content: { component: "page", body: [] }, translations: {} },
            translatedSlugs: [],
          },
          true,
        ),
      ),
    );
    // The client puts a linked story into each block's multilink field.
    const teasers = created.map((story, index) => ({
      _uid: `teaser-${index}`,
      component: "teaser",
      link: { fieldtype: "multilink", linktype: "story", id: story?.uuid },
    }));
    await store.create(
      {
        name: "Many links",
        slug: "many-links",
        parentId: null,
        document: {
          content: { component: "page", body: teasers },
          translations: {},
        },
        translatedSlugs: [],
      },
      true,
    );
    calls.length = 0;
    const { data } = await client(tokens.preview).getStory("many-links", {
      version: "draft",
      resolve_links: "story",
    });
    const batches = callsTo("/cdn/stories").map(
      (call) => call.searchParams.get("by_uuids")?.split(",").length,
    );
    expect(batches).toEqual([50, 1]);
    const { story } = data as unknown as {
      story: { content: { body: { link: { story?: { full_slug: string } } }[] } };
    };
    const resolved = story.content.body.map((teaser) => teaser.link.story?.full_slug);
    expect(resolved).toEqual(created.map((row) => row?.fullSlug));
  });

  it("serves a published story from its cache until a publication brings a new cv", async () => {
    const reader = new ContentReader(client());
    const shop = shopContext("baby", "fr", "fr");
    await reader.cacheVersion();
    expect((await reader.story(shop, "soins"))?.content.title).toBe("Soins | Wohnfein Baby");
    calls.length = 0;
    await reader.story(shop, "soins");
    expect(callsTo("/cdn/stories/baby/soins")).toHaveLength(0);

    const { data } = await client().getStory("baby/soins", { language: "fr" });
    const row = await store.byId(data.story.id);
    if (!row) throw new Error("No story baby/soins");
    const { content, translations } = row.draft;
    const management = contentManagementClient(`${origin}/content/v1`, tokens.management);
    const update = {
      story: {
        name: row.name,
        slug: row.slug,
        parent_id: row.parentId,
        content,
        translations: { ...translations, fr: { ...translations.fr, title: "Soins du bébé" } },
        translated_slugs_attributes: row.translatedSlugs,
      },
      publish: 1,
    };
    // `translations` is the embedded service's extension, unknown to the client's story type.
    await management.put(`spaces/1/stories/${row.id}`, update as never);
    await reader.cacheVersion();
    expect((await reader.story(shop, "soins"))?.content.title).toBe("Soins du bébé");
  });
});
