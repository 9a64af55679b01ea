import { describe, expect, it } from "vitest";
import {
  fragmentSlotPlaceholder,
  type FragmentRenderer,
  type FragmentSlot,
  type PageAnswerPayload,
} from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";

const slotted = (id: string) =>
  new RegExp(
    `<div data-fragment-slot="${id}"><div id="(fragment-\\d+-${id})" class="shop-fragment" data-fragment="mfe-catalog/productList" data-version="[0-9a-f]{12}" data-status="rendered">(.*?)</div><script type="application/json" data-fragment-state="\\1">`,
    "s",
  );

/** The cms renderer with a content page of the given slots in its markup, each a placeholder. */
function contentPageWithSlots(slots: readonly FragmentSlot[], extra = "") {
  return (renderer: FragmentRenderer): FragmentRenderer => ({
    ...renderer,
    render: async (fragment, request) => {
      const rendered = await renderer.render(fragment, request);
      if (fragment !== "contentPage") return rendered;
      const places = slots.map((slot) => fragmentSlotPlaceholder(slot.id)).join("");
      return { ...rendered, html: `${rendered.html}${extra}${places}`, slots };
    },
  });
}

const productList = { mfe: "mfe-catalog", fragment: "productList" } as const;

describe("fragment slots (decision 0055)", () => {
  it("put the catalogue's product list into the content page's product-list block, in the document and the payload", async () => {
    const edge = await testEdge();
    const html = await (await edge.app.request("/de/kueche/")).text();
    const match = slotted("product-list-1").exec(html);
    expect(match, "the slot holds the catalogue's fragment").not.toBeNull();
    const [, elementId, listHtml = ""] = match ?? [];
    // The seeded landing page asks for 8 of the category's products, as a slider of cards.
    expect(listHtml).toContain('class="cat-slider"');
    expect(listHtml.match(/class="cat-slider__slide"/g)).toHaveLength(8);
    expect(elementId).toMatch(/^fragment-\d+-product-list-1$/);
    expect(
      edge.calls.filter((call) => call.fragment === "productList").at(-1)?.query,
    ).toMatchObject({ category: "kueche", size: "8", layout: "slider" });

    const payload = (await (
      await edge.app.request("/de/kueche/_payload.json")
    ).json()) as PageAnswerPayload;
    if (payload.kind !== "page") throw new Error(`answered ${payload.kind}`);
    const content = payload.regions.main?.find((one) => one.fragmentId === "mfe-cms/contentPage");
    expect(content?.html).toMatch(slotted("product-list-1"));
    expect(Object.keys(payload.remotes)).toContain("mfe-catalog");
  });

  it("fill only the slots the page allows, with markup kept as it is; others stay empty and are logged", async () => {
    const edge = await testEdge({
      changes: {
        "mfe-cms": contentPageWithSlots(
          [
            {
              id: "allowed",
              ref: productList,
              query: { productNumbers: "1000004", headline: "$& $1" },
            },
            { id: "other", ref: { mfe: "mfe-catalog", fragment: "productDetail" }, query: {} },
            { id: 'bad"id', ref: productList, query: { productNumbers: "1000004" } },
          ],
          "<p>Preis: $&amp;</p>",
        ),
      },
    });
    const html = await (await edge.app.request("/de/")).text();
    expect(html).toMatch(slotted("allowed"));
    expect(html).toContain("$&amp; $1");
    expect(html).toContain("<p>Preis: $&amp;</p>");
    expect(html).toContain(fragmentSlotPlaceholder("other"));
    expect(edge.calls.some((call) => call.fragment === "productDetail")).toBe(false);
    expect(
      edge.logs
        .filter((line) => line.event === "fragment.slot_refused")
        .map((line) => line.fields.slot),
    ).toEqual(expect.arrayContaining(["other", 'bad"id']));
  });

  it("leave the slot empty when its fragment fails, and keep no document of the page", async () => {
    const edge = await testEdge({
      changes: {
        "mfe-cms": contentPageWithSlots([
          { id: "failing", ref: productList, query: { productNumbers: "1000004" } },
        ]),
        "mfe-catalog": (renderer) => ({
          ...renderer,
          render: (fragment, request) =>
            fragment === "productList"
              ? Promise.reject(new Error("injected failure"))
              : renderer.render(fragment, request),
        }),
      },
    });
    const first = await edge.app.request("/de/");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(fragmentSlotPlaceholder("failing"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(edge.documentCache?.size ?? 0).toBe(0);
    expect((await edge.app.request("/de/")).headers.get("x-document-cache")).toBe("miss");
  });
});
