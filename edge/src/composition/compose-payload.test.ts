import { describe, expect, it } from "vitest";
import type { PageAnswerPayload, PagePayload } from "@shop/shared";
import { testEdge, throwingRenderer } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

const edge = await testEdge();

async function payloadOf(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; payload: PageAnswerPayload }> {
  const response = await edge.app.request(path, { headers });
  return { response, payload: (await response.json()) as PageAnswerPayload };
}

async function pageOf(path: string, headers: Record<string, string> = {}): Promise<PagePayload> {
  const { response, payload } = await payloadOf(path, headers);
  expect(response.status).toBe(200);
  if (payload.kind !== "page") throw new Error(`${path} answered ${payload.kind}`);
  return payload;
}

const idsOf = (payload: PagePayload, region: keyof PagePayload["regions"]) =>
  (payload.regions[region] ?? []).map((fragment) => fragment.fragmentId);

describe("a page's payload ({page}/_payload.json)", () => {
  it("answers the home page as data: layout, head, each region's fragments, remotes and assets", async () => {
    const { response, payload } = await payloadOf("/de/_payload.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    if (payload.kind !== "page") throw new Error("no page");
    expect(payload).toMatchObject({ status: 200, layout: "default", lang: "de-DE" });
    expect(payload.head.title).toBe("Wohnfein – Schönes für Ihr Zuhause");

    expect(Object.keys(payload.regions)).toEqual([
      "headerNavigation",
      "headerAccount",
      "headerMiniBasket",
      "main",
      "footer",
      "overlay",
    ]);
    expect(idsOf(payload, "main")).toEqual([
      "mfe-cms/campaignBanner",
      "mfe-cms/contentPage",
      "mfe-catalog/recommendationSlider",
    ]);
    expect(idsOf(payload, "headerMiniBasket")).toEqual(["mfe-basket/miniBasket"]);
    const slider = payload.regions.main?.find((fragment) => fragment.html.includes("Bestseller"));
    expect(slider?.rendered).toBe(true);
    expect(slider?.version).toMatch(/^[0-9a-f]{12}$/);
    expect(slider?.state).not.toBeNull();

    // The same element ids as the document, so a fragment is the same container either way.
    const html = await (await edge.app.request("/de/")).text();
    for (const fragment of Object.values(payload.regions).flat()) {
      expect(html).toContain(
        `id="${fragment.elementId}" class="shop-fragment" data-fragment="${fragment.fragmentId}"`,
      );
    }
    expect(Object.keys(payload.remotes).sort()).toEqual([
      "mfe-account",
      "mfe-basket",
      "mfe-catalog",
      "mfe-cms",
      "mfe-consent",
    ]);
    expect(
      payload.styles.some((href) => /^\/_mfe\/mfe-catalog\/[0-9a-f]{12}\/.+\.css$/.test(href)),
    ).toBe(true);
    expect(payload.preloads.length).toBeGreaterThan(0);
  });

  it("carries the product page's head (canonical, alternates, description) as the document does", async () => {
    const paths = await productPaths(edge.app, "1000004");
    const payload = await pageOf(`${encodeURI(paths.de)}_payload.json`);
    expect(idsOf(payload, "main")).toContain("mfe-catalog/productDetail");
    expect(payload.head.title).toContain(paths.name);
    expect(payload.head.canonical).toMatch(
      new RegExp(`^http://localhost(:\\d+)?${encodeURI(paths.de)}$`),
    );
    expect(payload.head.alternates.map((link) => link.hreflang)).toContain("fr-CH");
    const document = await (await edge.app.request(encodeURI(paths.de))).text();
    expect(document).toContain(`<link rel="canonical" href="${payload.head.canonical}">`);
    expect(document).toContain(`<meta name="description" content="${payload.head.description}">`);
  });

  it("names the canonical path of a product address that is not, keeping the query", async () => {
    const paths = await productPaths(edge.app, "1000004");
    const { response, payload } = await payloadOf(
      "/de/p/anderer-name-1000004/_payload.json?variant=x",
    );
    expect(response.status).toBe(200);
    expect(payload).toEqual({ kind: "redirect", location: `${encodeURI(paths.de)}?variant=x` });
  });

  it("names the target of a routing redirect (a page that needs a sign-in)", async () => {
    const { payload } = await payloadOf("/de/konto/bestellungen/_payload.json");
    if (payload.kind !== "redirect") throw new Error(`answered ${payload.kind}`);
    expect(payload.location).toMatch(/^\/de\/login\//);
  });

  it("leaves a page that is not found to a full load", async () => {
    for (const path of [
      "/de/p/gibt-es-nicht-1999998/_payload.json",
      "/de/gibt-es-nicht/_payload.json",
    ]) {
      const { response, payload } = await payloadOf(path);
      expect(response.status).toBe(404);
      expect(payload).toEqual({ kind: "fullLoad" });
    }
  });

  it("renders personal fragments per request, with the visitor's cookies", async () => {
    const count = () => edge.calls.filter((call) => call.fragment === "miniBasket").length;
    const before = count();
    await pageOf("/de/_payload.json", { cookie: "session=secret" });
    await pageOf("/de/_payload.json", { cookie: "session=secret" });
    expect(count()).toBe(before + 2);
    const last = edge.calls.filter((call) => call.fragment === "miniBasket").at(-1);
    expect(last?.cookies).toEqual({ session: "secret" });
  });

  it("answers a fragment that failed with its fallback, not rendered and without state", async () => {
    const failing = await testEdge({ changes: { "mfe-catalog": throwingRenderer } });
    const response = await failing.app.request("/de/_payload.json");
    const payload = (await response.json()) as PagePayload;
    const slider = payload.regions.main?.find(
      (fragment) => fragment.fragmentId === "mfe-catalog/recommendationSlider",
    );
    expect(slider).toMatchObject({ rendered: false, state: null });
    expect(slider?.html).not.toBe("");
  });

  it("is not a payload address without the page's slash; the page keeps its full document", async () => {
    const response = await edge.app.request("/de/", { headers: { accept: "application/json" } });
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });
});
