import { describe, expect, it } from "vitest";
import { testEdge, type TestEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

/** How often the test edge rendered a fragment so far. */
const renders = (edge: TestEdge, fragment: string) =>
  edge.calls.filter((call) => call.fragment === fragment).length;

async function get(edge: TestEdge, path: string): Promise<Response> {
  const response = await edge.app.request(path, { headers: { host: "localhost" } });
  await response.clone().text();
  return response;
}

const key = "1000004";

describe("the fragment cache's key holds only what a fragment declares (decision 0025)", () => {
  it("serves the product page with junk query parameters from one entry, and never hands them over", async () => {
    const edge = await testEdge();
    const page = encodeURI((await productPaths(edge.app, key)).de);
    for (const junk of ["", "?utm_source=mail", "?x=random1", "?x=random2&utm_campaign=y"]) {
      expect((await get(edge, `${page}${junk}`)).status).toBe(200);
    }
    expect(renders(edge, "productDetail")).toBe(1);
    expect(edge.calls.find((call) => call.fragment === "productDetail")?.query).toEqual({});
  });

  it("renders the product page again for a parameter it declares, and keeps junk beside it apart", async () => {
    const edge = await testEdge();
    const page = encodeURI((await productPaths(edge.app, key)).de);
    await get(edge, page);
    await get(edge, `${page}?variant=${key}_02`);
    await get(edge, `${page}?variant=${key}_02&utm_source=mail`);
    await get(edge, `${page}?action=addToCart`);
    expect(renders(edge, "productDetail")).toBe(3);
    expect(edge.calls.filter((call) => call.fragment === "productDetail").at(1)?.query).toEqual({
      variant: `${key}_02`,
    });
  });

  it("redirects a cached non-canonical product path with the request's own query", async () => {
    const edge = await testEdge();
    const canonical = encodeURI((await productPaths(edge.app, key)).de);
    const first = await get(edge, `/de/p/anderer-name-${key}/?utm_source=a`);
    const second = await get(edge, `/de/p/anderer-name-${key}/?utm_source=b&variant=x`);
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe(`${canonical}?utm_source=a`);
    expect(second.status).toBe(301);
    expect(second.headers.get("location")).toBe(`${canonical}?utm_source=b&variant=x`);
    // The outcome was cached once for the path, whatever the (undeclared) query.
    expect(renders(edge, "productDetail")).toBe(2);
    await get(edge, `/de/p/anderer-name-${key}/?utm_source=c`);
    expect(renders(edge, "productDetail")).toBe(2);
  });

  it("keys the search page on its filters, sort and page, not on anything else", async () => {
    const edge = await testEdge();
    await get(edge, "/de/suche/?q=Handtuch");
    await get(edge, "/de/suche/?q=Handtuch&fbclid=abc");
    expect(renders(edge, "searchPage")).toBe(1);
    await get(edge, "/de/suche/?q=Handtuch&sort=price:asc");
    await get(edge, "/de/suche/?sort=price:asc&q=Handtuch&gclid=1");
    expect(renders(edge, "searchPage")).toBe(2);
    await get(edge, "/de/suche/?q=Handtuch&sort=price:asc&page=2");
    expect(renders(edge, "searchPage")).toBe(3);
  });

  it("keys a fragment that declares nothing on its page only", async () => {
    const edge = await testEdge();
    await get(edge, "/de/");
    await get(edge, "/de/?utm_source=a");
    await get(edge, "/de/?q=Handtuch");
    expect(renders(edge, "contentPage")).toBe(1);
  });

  it("renders the category navigation once for every page of a shop and language", async () => {
    const edge = await testEdge();
    const page = encodeURI((await productPaths(edge.app, key)).de);
    for (const path of ["/de/", "/de/suche/?q=Handtuch", page, "/de/gibt-es-nicht/"]) {
      await get(edge, path);
    }
    expect(renders(edge, "categoryNavigation")).toBe(1);
    await edge.app.request("/fr/", { headers: { host: "fr.localhost" } });
    expect(renders(edge, "categoryNavigation")).toBe(2);
  });

  it("cannot be filled by a flood of junk query strings", async () => {
    const edge = await testEdge();
    const page = encodeURI((await productPaths(edge.app, key)).de);
    await get(edge, page);
    const size = edge.fragmentCache.size;
    for (let index = 0; index < 50; index++) {
      await get(edge, `${page}?utm_source=${index}&x=${Math.random()}`);
    }
    expect(edge.fragmentCache.size).toBe(size);
  });
});
