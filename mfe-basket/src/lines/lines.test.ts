import { describe, expect, it } from "vitest";
import { basket, basketItem, lineProduct, lineVariant } from "../basket-client/test-data.ts";
import { addedLine } from "./added-line.ts";
import { isGiftItem } from "./gift-item.ts";
import { lineProductHref, regulatedNoticeHref } from "./line-links.ts";

describe("basket line links (core spec point 2)", () => {
  it("links to the SEO path with the variant", () => {
    expect(lineProductHref(lineProduct(), lineVariant(), "de")).toBe(
      "/de/p/vase-alma-1000001/?variant=1000001_01",
    );
  });

  it("falls back to /p/{productReferenceKey}/", () => {
    expect(lineProductHref(lineProduct({ seoPath: null }), lineVariant(), "fr")).toBe(
      "/fr/p/1000001/?variant=1000001_01",
    );
  });

  it("shows the regulated-product notice link only in country de", () => {
    expect(regulatedNoticeHref(lineProduct(), "de", "de")).toBe(
      "/de/kontakt/?topic=regulated-product&product=1000001",
    );
    for (const country of ["at", "ch", "fr", "be", "nl"] as const) {
      expect(regulatedNoticeHref(lineProduct(), country, "de")).toBeUndefined();
    }
  });
});

describe("gift items", () => {
  it("are products flagged geschenkArtikel '1' or lines that cost nothing", () => {
    expect(isGiftItem(basketItem())).toBe(false);
    expect(
      isGiftItem(
        basketItem({ product: lineProduct({ attributes: { geschenkArtikel: { value: "1" } } }) }),
      ),
    ).toBe(true);
    expect(isGiftItem(basketItem({ price: { unit: 0, total: 0, reference: null } }))).toBe(true);
  });
});

describe("the added line", () => {
  it("is the variant's most recently changed line", () => {
    const older = basketItem({ key: "a", version: 1 });
    const newer = basketItem({ key: "b", version: 4 });
    const other = basketItem({ key: "c", version: 9, variant: lineVariant({ id: "other" }) });
    expect(addedLine(basket([older, newer, other]), "home-1000001-01")?.key).toBe("b");
    expect(addedLine(basket([other]), "home-1000001-01")).toBeUndefined();
  });
});
