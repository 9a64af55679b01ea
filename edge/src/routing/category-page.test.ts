import { describe, expect, it } from "vitest";
import {
  categoryComposition,
  contentListingComposition,
  type ContentStory,
  type NavigationNode,
} from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { categoryListingPage } from "./resolve-page.ts";

const tree: NavigationNode[] = [
  {
    name: "Küche",
    link: "/de/kueche/",
    children: [{ name: "Tischdecken", link: "/de/kueche/tischdecken/" }],
  },
];

const story = (body: ContentStory["content"]["body"]): ContentStory => ({
  uuid: "s",
  name: "S",
  full_slug: "s",
  content: { component: "page", body },
});

describe("categoryListingPage (decision 0019)", () => {
  it("makes a navigation path without a story a category page of its last segment", () => {
    expect(categoryListingPage(undefined, tree, "/de/kueche/tischdecken/")).toEqual({
      composition: categoryComposition,
      params: { category: "tischdecken" },
    });
  });

  it("puts the listing below the content when the category has a story", () => {
    expect(categoryListingPage(story([]), tree, "/de/kueche/")).toEqual({
      composition: contentListingComposition,
      params: { category: "kueche", withContent: "true" },
    });
  });

  it("makes a story with a listing block a listing page of the block's category", () => {
    const page = categoryListingPage(
      story([{ _uid: "l", component: "listing", category: "vasen" }]),
      tree,
      "/de/ratgeber/vasen/",
    );
    expect(page?.params).toEqual({ category: "vasen", withContent: "true" });
  });

  it("leaves other content pages and unknown paths alone", () => {
    expect(categoryListingPage(story([]), tree, "/de/ueber-uns/")).toBeUndefined();
    expect(categoryListingPage(undefined, tree, "/de/gibt-es-nicht/")).toBeUndefined();
  });
});

describe("category and search pages over HTTP", () => {
  const get = async (path: string, host = "localhost") =>
    (await testEdge()).app.request(path, { headers: { host } });

  it.each([
    ["localhost", "/de/kueche/tischdecken/"],
    ["fr.localhost", "/fr/cuisine/nappes/"],
    ["nl.localhost", "/nl/keuken/tafelkleden/"],
  ])("serves the category page %s%s as a listing", async (host, path) => {
    const response = await get(path, host);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-fragment="mfe-catalog/categoryListing"');
    expect(html).not.toContain('data-fragment="mfe-cms/contentPage"');
  });

  it("serves a category's content page with the listing below it", async () => {
    const html = await (await get("/de/kueche/")).text();
    expect(html.indexOf('data-fragment="mfe-cms/contentPage"')).toBeGreaterThan(0);
    expect(html.indexOf('data-fragment="mfe-catalog/categoryListing"')).toBeGreaterThan(
      html.indexOf('data-fragment="mfe-cms/contentPage"'),
    );
  });

  it("keeps a path that is neither content nor category a 404", async () => {
    expect((await get("/de/kueche/gibt-es-nicht/")).status).toBe(404);
  });

  it.each([
    ["localhost", "/de/suche/?q=Handtuch"],
    ["fr.localhost", "/fr/rechercher/?q=serviettes"],
    ["nl.localhost", "/nl/zoeken/?q=handdoeken"],
  ])("serves the search page %s%s, noindex", async (host, path) => {
    const response = await get(path, host);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-fragment="mfe-catalog/searchPage"');
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
  });

  it("marks a filtered category page noindex,follow", async () => {
    const html = await (await get("/de/kueche/tischdecken/?colors=blau")).text();
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    const plain = await (await get("/de/kueche/tischdecken/")).text();
    expect(plain).not.toContain('name="robots"');
  });
});
