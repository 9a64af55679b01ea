import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { testDatabase, testPlatform, testShops, type TestDatabase } from "@shop/shared/testing";
import { cmsApi, type CmsApi } from "./index.ts";

let database: TestDatabase;
let api: CmsApi;
const app = new Hono();

beforeAll(async () => {
  database = await testDatabase("pglite", []);
  api = cmsApi(testPlatform(database.db, testShops()));
  for (const { path, routes } of api.routes) app.route(path, routes);
  // As the edge answers API errors: `{ error }` JSON with the exception's status.
  app.onError((error, c) =>
    error instanceof HTTPException
      ? c.json({ error: error.message }, error.status)
      : c.json({ error: "Something went wrong on our side" }, 500),
  );
});

afterAll(() => database.dispose());

describe("GET /api/cms/{slug}", () => {
  it("answers the story of the root slug and 404 for a missing one", async () => {
    const home = await app.request("/api/cms/_?locale=de-de");
    expect(home.status).toBe(200);
    expect(((await home.json()) as { page: { full_slug: string } }).page.full_slug).toBe("home");
    expect((await app.request("/api/cms/nicht-da?locale=de-de")).status).toBe(404);
    expect((await app.request("/api/cms/..%2Fsecret?locale=de-de")).status).toBe(400);
  });
});

describe("the content client", () => {
  it("reads the page of a slug in the request's shop, and nothing for a missing one", async () => {
    const client = api.client({ shop: shopContext("home", "fr", "fr"), cookies: {} });
    const kitchen = await client.page("cuisine");
    expect(kitchen?.page.full_slug).toBe("cuisine");
    expect(kitchen?.alternates).toEqual([]);
    expect(await client.page("kueche")).toBeUndefined();
    expect(await client.page("../secret")).toBeUndefined();
  });
});

describe("the story lookup of page routing", () => {
  it("finds a brand's story in the shop's language, and none for a missing slug", async () => {
    expect((await api.story(shopContext("baby", "nl", "nl"), "_"))?.full_slug).toBe("home");
    expect(await api.story(shopContext("home", "de", "de"), "nicht-da")).toBeUndefined();
  });
});
