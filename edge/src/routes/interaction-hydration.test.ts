import { describe, expect, it } from "vitest";
import type { PagePayload } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";

/** Each fragment container's opening tag in a document, by its fragment id. */
function containers(page: string): Map<string, string> {
  const tags = page.match(/<div id="fragment-[^"]*" class="shop-fragment"[^>]*>/g) ?? [];
  return new Map(tags.map((tag) => [/data-fragment="([^"]+)"/.exec(tag)?.[1] ?? "", tag]));
}

describe("fragments that start on interaction or when visible (decisions 0060, 0061, 0064)", () => {
  it("are marked on their container and their scripts are not preloaded", async () => {
    const { app } = await testEdge();
    const page = await (await app.request("http://localhost/de/")).text();
    const tags = containers(page);

    for (const fragment of [
      "mfe-basket/miniBasket",
      "mfe-account/accountLink",
      "mfe-cms/navigationTeasers",
    ]) {
      expect(tags.get(fragment), fragment).toContain('data-hydrate="interaction"');
    }
    expect(tags.get("mfe-cms/footer")).toContain('data-hydrate="visible"');
    const others = [...tags].filter(
      ([id]) => !/miniBasket|accountLink|navigationTeasers|footer/.test(id),
    );
    expect(others.length).toBeGreaterThan(3);
    for (const [id, tag] of others) expect(tag, id).not.toContain("data-hydrate");

    const preloads = /data-preloads="([^"]*)"/.exec(page)?.[1]?.split(" ") ?? [];
    expect(preloads.some((href) => href.startsWith("/_mfe/mfe-catalog/"))).toBe(true);
    expect(preloads.some((href) => href.includes("__federation_expose_contentPage"))).toBe(true);
    expect(preloads.filter((href) => /\/_mfe\/mfe-(basket|account)\//.test(href))).toEqual([]);
    expect(preloads.filter((href) => href.includes("__federation_expose_footer"))).toEqual([]);
    expect(
      preloads.filter((href) => href.includes("__federation_expose_navigationTeasers")),
    ).toEqual([]);
  });

  it("carry the mark in a page's payload, for a client-side navigation", async () => {
    const { app } = await testEdge();
    const payload = (await (
      await app.request("http://localhost/de/_payload.json")
    ).json()) as PagePayload;
    const fragments = Object.values(payload.regions).flat();
    const miniBasket = fragments.find(({ fragmentId }) => fragmentId === "mfe-basket/miniBasket");
    expect(miniBasket?.hydration).toBe("interaction");
    const footer = fragments.find(({ fragmentId }) => fragmentId === "mfe-cms/footer");
    expect(footer?.hydration).toBe("visible");
    const teasers = fragments.find(({ fragmentId }) => fragmentId === "mfe-cms/navigationTeasers");
    expect(teasers?.hydration).toBe("interaction");
    const main = fragments.find(({ fragmentId }) => fragmentId === "mfe-cms/contentPage");
    expect(main).toBeDefined();
    expect(main?.hydration).toBeUndefined();
  });
});
