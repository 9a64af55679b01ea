// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { featureEvent, selectItemEvent, viewItemListEvent, viewPromotionEvent } from "./events.ts";
import { firstViewThisSession, pushToDataLayer, trackPromotionView } from "./data-layer.ts";
import { trackedItem } from "./tracked-item.ts";

const item = trackedItem(
  { referenceKey: "1", name: "A", brand: "B" },
  { referenceKey: "1_01", price: { withTax: 1000 } },
  "de",
);

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("event builders", () => {
  it("numbers list items from the given position with the list's id and name", () => {
    const event = viewItemListEvent("EUR", [item, item], {
      id: "pds_alternatives",
      name: "Alternatives",
    });
    expect(event.event).toBe("frontend_view_item_list");
    expect(event.ecommerce).toMatchObject({
      item_list_id: "pds_alternatives",
      items: [{ index: 1, item_list_name: "Alternatives" }, { index: 2 }],
    });
    const select = selectItemEvent("EUR", item, { id: "l", name: "L" }, 4);
    expect(select).toMatchObject({
      event: "frontend_select_item",
      ecommerce: { items: [{ index: 4 }] },
    });
  });

  it("names the promotion and the feature", () => {
    expect(viewPromotionEvent({ id: "autumn", name: "Herbst" })).toMatchObject({
      event: "frontend_view_promotion",
      ecommerce: { promotion_id: "autumn", promotion_name: "Herbst" },
    });
    expect(featureEvent("picture_swipe", { position: 2 })).toEqual({
      event: "frontend_feature",
      feature: "picture_swipe",
      position: 2,
    });
  });
});

describe("pushToDataLayer", () => {
  it("does nothing on the server", () => {
    expect(() => pushToDataLayer(featureEvent("picture_swipe"))).not.toThrow();
  });

  it("clears the previous ecommerce object before an ecommerce event", () => {
    const window: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", window);
    pushToDataLayer(viewPromotionEvent({ id: "a", name: "A" }));
    pushToDataLayer(featureEvent("picture_swipe"));
    expect(window.dataLayer).toHaveLength(3);
    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
  });
});

describe("promotion views", () => {
  it("are tracked once per promotion per session", () => {
    const storage = memoryStorage();
    expect(firstViewThisSession("a", storage)).toBe(true);
    expect(firstViewThisSession("a", storage)).toBe(false);
    expect(firstViewThisSession("b", storage)).toBe(true);
    const window: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", window);
    trackPromotionView("c", viewPromotionEvent({ id: "c", name: "C" }), storage);
    trackPromotionView("c", viewPromotionEvent({ id: "c", name: "C" }), storage);
    expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event)).toHaveLength(
      1,
    );
  });
});
