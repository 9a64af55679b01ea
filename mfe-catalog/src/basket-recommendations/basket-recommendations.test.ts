import { describe, expect, it } from "vitest";
import type { FragmentRenderer, ProductTeaser } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import { fakeCatalogClient } from "../api/testing/fake-catalog-client.ts";
import { recommendationsDeadlineMs } from "./load.ts";

const teaser = (referenceKey: string): ProductTeaser =>
  ({
    id: `home-${referenceKey}`,
    referenceKey,
    name: `Vase ${referenceKey}`,
    brand: "Wohnfein",
    seoPath: `p/vase-${referenceKey}/`,
    firstVariantId: `${referenceKey}_01`,
    price: { withTax: 1990, currencyCode: "EUR" },
    images: [{ src: `/images/${referenceKey}.jpg` }],
  }) as unknown as ProductTeaser;

const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

/** The basket page's recommendations rendered with the given slot query (decision 0056). */
async function recommendations(
  query: Record<string, string>,
  slotRecommendations: () => Promise<readonly ProductTeaser[]>,
) {
  const api = fakeCatalogClient({ slotRecommendations });
  const rendered = await renderer.render(
    "basketRecommendations",
    fragmentRequest({ api, query, route: "basket" }),
  );
  return { ...rendered, calls: api.calls };
}

const eight = () => Promise.resolve(["1", "2", "3", "4", "5", "6", "7", "8"].map(teaser));

describe("the basket page's recommendations (the catalogue's fragment in the basket's slot)", () => {
  it("are cached per product and placement, the same on every page", () => {
    expect(renderer.fragments.basketRecommendations).toEqual({
      personal: false,
      cache: { query: ["firstScreen", "itemId"], perPage: false },
    });
  });

  it("show six of the slot's products for the newest line as links with picture, name and price, all pictures lazy below the lines", async () => {
    const { html, state, calls } = await recommendations({ itemId: "1000002" }, eight);
    expect(calls).toEqual([["slotRecommendations", "basket", { itemId: "1000002" }]]);
    expect(state).toMatchObject({ itemId: "1000002", firstScreen: false });
    expect(html).toMatch(/<section [^>]*aria-labelledby="[^"]+"><h2 [^>]*>Passt gut dazu<\/h2>/);
    expect(
      html.match(/<a class="cat-basket-recommendations__product" href="\/de\/p\/vase-\d\/">/g),
    ).toHaveLength(6);
    expect(html).not.toContain("vase-7");
    expect(html).toMatch(/19,90\s€/);
    expect(html.match(/loading="lazy"/g)).toHaveLength(6);
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it("load the first row's pictures at once on an empty basket's first screen, the first two at high priority", async () => {
    const { html, calls } = await recommendations({ firstScreen: "1" }, eight);
    expect(calls).toEqual([["slotRecommendations", "basket", {}]]);
    const pictures = html.match(/<img [^>]*>/g) ?? [];
    expect(pictures.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual([
      "eager",
      "eager",
      "eager",
      "lazy",
      "lazy",
      "lazy",
    ]);
    expect(pictures.map((img) => /fetchpriority="high"/i.test(img))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("ask for no product when the slot names a malformed one", async () => {
    const { calls, state } = await recommendations({ itemId: "../x" }, eight);
    expect(calls).toEqual([["slotRecommendations", "basket", {}]]);
    expect(state).toMatchObject({ itemId: null });
  });

  it("show nothing without products", async () => {
    const { html } = await recommendations({}, () => Promise.resolve([]));
    expect(html).toBe("");
  });

  it("fail past their deadline, so the basket page renders without them", async () => {
    const late = () =>
      new Promise<readonly ProductTeaser[]>((resolve) => {
        setTimeout(() => resolve([teaser("1")]), recommendationsDeadlineMs + 500);
      });
    await expect(recommendations({}, late)).rejects.toThrow(/longer than \d+ ms/);
  });
});
