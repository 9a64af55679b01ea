import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "@shop/shared/testing";
import { DatasourceStore } from "../../store/datasource-store.ts";
import { StoryStore } from "../../store/story-store.ts";
import { developmentContentTokens as tokens } from "../content-settings.ts";
import { cmsMigrations } from "../index.ts";
import { contentServiceRoutes, type ContentStores } from "./index.ts";

let database: TestDatabase;
let service: ReturnType<typeof contentServiceRoutes>;
let stores: ContentStores;

const cdn = (path: string, query: Record<string, string> = {}) =>
  service.request(`/v2/cdn/${path}?${new URLSearchParams({ token: tokens.public, ...query })}`);
const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) =>
  (await (await response).json()) as T;

interface Story {
  id: number;
  uuid: string;
  full_slug: string;
  lang: string;
  content: Record<string, unknown>;
}
type StoryAnswer = { story: Story; cv: number; links?: unknown[]; rels?: Story[] };

const manage = (method: string, path: string, body?: unknown, token = tokens.management) =>
  service.request(`/v1/spaces/1/stories${path}`, {
    method,
    headers: { authorization: token, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

// The same service on both engines the shop runs on: PGlite embedded, PostgreSQL at scale.
describe.each(["pglite", "postgres"] as const)("the content service on %s", (kind) => {
  beforeAll(async () => {
    database = await testDatabase(kind, [cmsMigrations]);
    const stories = new StoryStore(database.db);
    stores = { stories, datasources: new DatasourceStore(database.db, stories) };
    service = contentServiceRoutes(stores, tokens);
  });
  afterAll(() => database.dispose());

  describe("the delivery API's tokens", () => {
    it("answers 401 for a missing or wrong token, and drafts only with the preview token", async () => {
      expect((await service.request("/v2/cdn/stories")).status).toBe(401);
      const wrong = await cdn("stories/home/home", { token: "nope" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: "Unauthorized: unknown token" });
      expect((await cdn("stories/home/home", { version: "draft" })).status).toBe(401);
      const draft = await cdn("stories/home/home", { version: "draft", token: tokens.preview });
      expect(draft.status).toBe(200);
    });
  });

  describe("GET /cdn/stories/{slug}", () => {
    it("answers a story in the default language and, by its translated slug, in another", async () => {
      const german = await json<StoryAnswer>(cdn("stories/home/kueche"));
      expect(german.story).toMatchObject({ full_slug: "home/kueche", lang: "default" });
      expect(german.story.content.title).toBe("Küche | Wohnfein");
      expect(german.cv).toBeGreaterThan(0);
      const french = await json<StoryAnswer>(cdn("stories/home/cuisine", { language: "fr" }));
      expect(french.story).toMatchObject({
        uuid: german.story.uuid,
        full_slug: "home/cuisine",
        default_full_slug: "home/kueche",
        lang: "fr",
      });
      expect(french.story.content.title).toBe("Cuisine | Wohnfein");
    });

    it("answers 404 with a message for a missing story and leaves out excluded fields", async () => {
      const missing = await cdn("stories/home/nicht-da");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "This record could not be found" });
      const slim = await json<StoryAnswer>(
        cdn("stories/home/home", { excluding_fields: "body,title" }),
      );
      expect(slim.story.content).toEqual({
        component: "page",
        description: expect.any(String) as unknown,
      });
    });

    it.each([
      [{ version: "latest" }, "version must be published or draft"],
      [{ language: "en" }, "language must be default or one of fr, nl"],
      [{ cv: "soon" }, "cv must be a cache version number"],
      [{ per_page: "0" }, "per_page must be a positive whole number"],
      [{ page: "-1" }, "page must be a positive whole number"],
      [{ resolve_links: "all" }, "resolve_links must be story, url or link"],
      [{ resolve_relations: "teaser" }, "resolve_relations must list component.field names"],
    ])("refuses %o with a 400 and a message", async (query, message) => {
      const response = await cdn("stories", query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    });
  });

  describe("GET /cdn/stories", () => {
    it("pages through a folder with total and per-page headers", async () => {
      const folder = "baby/ratgeber/";
      const first = await cdn("stories", { starts_with: folder, per_page: "2" });
      expect(first.headers.get("total")).toBe("3");
      expect(first.headers.get("per-page")).toBe("2");
      const pages = await Promise.all(
        ["1", "2"].map((page) =>
          json<{ stories: Story[] }>(cdn("stories", { starts_with: folder, per_page: "2", page })),
        ),
      );
      const slugs = pages.flatMap((page) => page.stories.map((story) => story.full_slug));
      expect(slugs).toHaveLength(3);
      expect(new Set(slugs).size).toBe(3);
      expect(slugs.every((slug) => slug.startsWith(folder))).toBe(true);
    });

    it("serves 25 a page by default and at most 100, and finds stories by uuid", async () => {
      expect((await cdn("stories")).headers.get("per-page")).toBe("25");
      expect((await cdn("stories", { per_page: "500" })).headers.get("per-page")).toBe("100");
      const { story } = await json<StoryAnswer>(cdn("stories/baby/home"));
      const found = await json<{ stories: Story[] }>(cdn("stories", { by_uuids: story.uuid }));
      expect(found.stories.map((each) => each.full_slug)).toEqual(["baby/home"]);
    });
  });

  describe("GET /cdn/datasource_entries", () => {
    it("pages through a datasource's entries, named in the asked dimension", async () => {
      const first = await cdn("datasource_entries", { datasource: "farben", per_page: "2" });
      expect(first.headers.get("total")).toBe("22");
      expect(await first.json()).toMatchObject({
        datasource_entries: [
          { name: "Schwarz", value: "schwarz", dimension_value: null },
          { name: "Grau", value: "grau", dimension_value: null },
        ],
      });
      const french = await json<{
        datasource_entries: { value: string; dimension_value: string }[];
      }>(
        cdn("datasource_entries", {
          datasource: "farben",
          dimension: "fr",
          per_page: "1",
          page: "11",
        }),
      );
      expect(french.datasource_entries).toEqual([
        expect.objectContaining({ name: "Weiß", value: "weiss", dimension_value: "Blanc" }),
      ]);
    });

    it("answers 404 for an unknown datasource and 400 without one or for an unknown dimension", async () => {
      expect((await cdn("datasource_entries", { datasource: "nope" })).status).toBe(404);
      expect(await json(cdn("datasource_entries"))).toEqual({ error: "datasource is required" });
      const unknown = await cdn("datasource_entries", { datasource: "farben", dimension: "en" });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({ error: "dimension must be one of fr, nl" });
    });
  });

  describe("GET /cdn/spaces/me", () => {
    it("names the space, its languages and its cache version", async () => {
      const { space } = await json<{ space: Record<string, unknown> }>(cdn("spaces/me"));
      expect(space).toMatchObject({ id: 1, name: "Wohnfein", language_codes: ["fr", "nl"] });
      expect(space.version).toEqual(expect.any(Number));
    });
  });

  describe("the management API", () => {
    it("refuses calls without the management token, and changes nothing", async () => {
      const response = await manage(
        "POST",
        "",
        { story: { name: "X", slug: "x", content: { component: "page" } } },
        tokens.preview,
      );
      expect(response.status).toBe(401);
      expect((await cdn("stories/x", { token: tokens.preview, version: "draft" })).status).toBe(
        404,
      );
    });

    it("creates a draft, publishes it with a new cv, and deletes it", async () => {
      const { cv: before } = await json<StoryAnswer>(cdn("stories/home/home"));
      const created = await manage("POST", "", {
        story: {
          name: "Ratgeber",
          slug: "ratgeber",
          content: { component: "page", title: "Entwurf", body: [] },
        },
      });
      expect(created.status).toBe(201);
      const { story } = await json<StoryAnswer>(created);
      const preview = { token: tokens.preview, version: "draft" };
      expect((await json<StoryAnswer>(cdn("stories/ratgeber", preview))).story.content.title).toBe(
        "Entwurf",
      );
      expect((await cdn("stories/ratgeber")).status).toBe(404);
      expect((await json<StoryAnswer>(cdn("stories/home/home"))).cv).toBe(before);

      const published = await manage("PUT", `/${story.id}`, {
        story: {
          name: "Ratgeber",
          slug: "ratgeber",
          content: { component: "page", title: "Live", body: [] },
        },
        publish: 1,
      });
      expect(published.status).toBe(200);
      const live = await json<StoryAnswer>(cdn("stories/ratgeber"));
      expect(live.story.content.title).toBe("Live");
      expect(live.cv).toBeGreaterThan(before);

      expect((await manage("DELETE", `/${story.id}`)).status).toBe(200);
      expect((await cdn("stories/ratgeber")).status).toBe(404);
      expect((await manage("DELETE", `/${story.id}`)).status).toBe(404);
    });

    it("resolves story links and relations of a story", async () => {
      const kitchen = (await json<StoryAnswer>(cdn("stories/home/kueche"))).story;
      const bath = (await json<StoryAnswer>(cdn("stories/home/bad"))).story;
      const link = { fieldtype: "multilink", linktype: "story", id: kitchen.uuid, anchor: "top" };
      const content = {
        component: "page",
        body: [
          { _uid: "1", component: "teaser", link },
          { _uid: "2", component: "related", stories: [bath.uuid] },
        ],
      };
      const created = await manage("POST", "", {
        story: { name: "Linked", slug: "linked", content },
        publish: 1,
      });
      const { story } = await json<StoryAnswer>(created);
      const urls = await json<StoryAnswer>(cdn("stories/linked", { resolve_links: "url" }));
      expect(urls.links).toEqual([
        expect.objectContaining({ uuid: kitchen.uuid, url: "home/kueche" }),
      ]);
      const whole = await json<StoryAnswer>(cdn("stories/linked", { resolve_links: "story" }));
      expect(whole.links).toEqual([
        expect.objectContaining({ uuid: kitchen.uuid, content: kitchen.content }),
      ]);
      const related = await json<StoryAnswer>(
        cdn("stories/linked", { resolve_relations: "related.stories" }),
      );
      expect(related.rels?.map((rel) => rel.full_slug)).toEqual(["home/bad"]);
      expect(await json<StoryAnswer>(cdn("stories/linked"))).not.toHaveProperty("links");
      await manage("DELETE", `/${story.id}`);
    });

    it("refuses a slug another story of the folder has, and changes nothing", async () => {
      const { story } = await json<StoryAnswer>(
        manage("POST", "", {
          story: { name: "A", slug: "taken-a", content: { component: "page" } },
        }),
      );
      await manage("POST", "", {
        story: { name: "B", slug: "taken-b", content: { component: "page" } },
      });
      const renamed = await manage("PUT", `/${story.id}`, {
        story: { name: "A", slug: "taken-b", content: { component: "page" } },
      });
      expect(renamed.status).toBe(422);
      expect(await renamed.json()).toEqual({ error: "story.slug is already taken in its folder" });
      const again = await manage("POST", "", {
        story: { name: "B", slug: "taken-b", content: { component: "page" } },
      });
      expect(again.status).toBe(422);
      const preview = { token: tokens.preview, version: "draft" };
      expect((await json<StoryAnswer>(cdn("stories/taken-a", preview))).story.id).toBe(story.id);
    });

    it("refuses a parent that is no folder", async () => {
      const response = await manage("POST", "", {
        story: { name: "X", slug: "x", parent_id: 99999, content: { component: "page" } },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: "No folder 99999" });
    });

    it("refuses a malformed story with 422 and a message", async () => {
      const response = await manage("POST", "", { story: { name: "X", slug: "Ä B", content: {} } });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: "story.slug must be lowercase letters, digits and hyphens",
      });
    });
  });

  describe("the management API without a management token", () => {
    it("is off: every call is a 401", async () => {
      const closed = contentServiceRoutes(stores, {
        ...tokens,
        management: undefined,
      });
      const response = await closed.request("/v1/spaces/1/stories/1", { method: "DELETE" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized: the management API is off" });
      expect((await cdn("stories/home/home")).status).toBe(200);
    });
  });
});
