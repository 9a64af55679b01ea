// The editor's preview on the server (catalogue spec points 4 and 6): a signed preview address
// reads the draft, through the route the bridge polls and through the content page's client.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { testDatabase, testPlatform, testShops, type TestDatabase } from "@shop/shared/testing";
import { developmentContentTokens as tokens } from "./content-settings.ts";
import { cmsApi, cmsMigrations, type CmsApi } from "./index.ts";
import { editorToken } from "./preview-access.ts";

let database: TestDatabase;
let api: CmsApi;
const app = new Hono();
let signed: Record<string, string>;

const title = async (response: Response) =>
  ((await response.json()) as { page: { content: { title: string } } }).page.content.title;

beforeAll(async () => {
  database = await testDatabase("pglite", [cmsMigrations]);
  api = cmsApi({
    ...testPlatform(database.db, testShops()),
    content: { tokens, deliveryUrl: undefined },
  });
  for (const { path, routes } of api.routes) app.route(path, routes);
  app.onError((error, c) =>
    error instanceof HTTPException
      ? c.json({ error: error.message }, error.status)
      : c.json({ error: String(error) }, 500),
  );
  // An editor's new, unpublished page in the home brand's folder, through the management API.
  const home = `/content/v2/cdn/stories/home/home?token=${tokens.public}`;
  const { story } = (await (await app.request(home)).json()) as {
    story: { id: number; parent_id: number };
  };
  const written = await app.request("/content/v1/spaces/1/stories", {
    method: "POST",
    headers: { authorization: tokens.management, "content-type": "application/json" },
    body: JSON.stringify({
      story: {
        name: "Entwurf",
        slug: "entwurf-seite",
        parent_id: story.parent_id,
        content: { component: "page", title: "Entwurf", body: [] },
      },
    }),
  });
  expect(written.status).toBe(201);
  const draftId = ((await written.json()) as { story: { id: number } }).story.id;
  const spaces = await app.request(`/content/v2/cdn/spaces/me?token=${tokens.public}`);
  const spaceId = String(((await spaces.json()) as { space: { id: number } }).space.id);
  const timestamp = String(Math.floor(Date.now() / 1000));
  signed = {
    _storyblok: String(draftId),
    "_storyblok_tk[space_id]": spaceId,
    "_storyblok_tk[timestamp]": timestamp,
    "_storyblok_tk[token]": editorToken(spaceId, tokens.preview, timestamp),
  };
});

afterAll(() => database.dispose());

describe("GET /api/cms/{slug} in the editor's preview", () => {
  it("answers no draft without the marker, the draft with a signed address", async () => {
    expect((await app.request("/api/cms/entwurf-seite?locale=de-de")).status).toBe(404);
    const query = new URLSearchParams({ locale: "de-de", ...signed });
    const draft = await app.request(`/api/cms/entwurf-seite?${query.toString()}`);
    expect(await title(draft)).toBe("Entwurf");
  });

  it("refuses the marker with a forged or missing token, and shows no draft", async () => {
    for (const forged of [
      { _storyblok: "1" } as Record<string, string>,
      { ...signed, "_storyblok_tk[token]": "f".repeat(40) },
    ]) {
      const query = new URLSearchParams({ locale: "de-de", ...forged });
      const response = await app.request(`/api/cms/entwurf-seite?${query.toString()}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "The preview address is not valid or has expired",
      });
    }
  });
});

describe("the content page's client in the editor's preview", () => {
  it("reads the draft and says so, and published content otherwise", async () => {
    const client = api.client({ shop: shopContext("home", "de", "de") } as never);
    expect(await client.page("entwurf-seite", signed)).toMatchObject({
      version: "draft",
      page: { content: { title: "Entwurf" } },
    });
    expect(await client.page("entwurf-seite", { _storyblok: "1" })).toBe(undefined);
    expect(await client.page("_", { _storyblok: "1" })).toMatchObject({ version: "published" });
    expect(await client.page("_")).toMatchObject({ version: "published" });
  });
});

describe("GET /content/sbBridge.js", () => {
  it("serves the shop's bridge script", async () => {
    const response = await app.request("/content/sbBridge.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(await response.text()).toContain("window.StoryblokBridge = StoryblokBridge");
  });
});
