import { describe, expect, it } from "vitest";
import type { ProductTeaser } from "@shop/shared";
import { cardAddsDirectly, cardBadges, cardImageSize, cardImages } from "./card-rules.ts";

const teaser: ProductTeaser = {
  id: "home-1",
  referenceKey: "1",
  name: "Vase",
  brand: "Wohnfein",
  seoPath: "p/vase-1/",
  firstVariantId: "home-1-1",
  price: { withTax: 7500, currencyCode: "EUR", recommendedRetailPrice: 10000 },
  images: [{ src: "/a.webp" }, { src: "/b.svg" }, { src: "/c.jpg" }],
  variantCount: 1,
  isNew: true,
};

describe("card rules", () => {
  it("uses 340 px in listings and 346 px in sliders", () => {
    expect(cardImageSize("listing")).toBe(340);
    expect(cardImageSize("slider")).toBe(346);
  });

  it("has a gallery only in listings with more than one valid image", () => {
    expect(cardImages(teaser, "listing")).toEqual({
      images: [{ src: "/a.webp" }, { src: "/c.jpg" }],
      gallery: true,
    });
    expect(cardImages(teaser, "slider")).toEqual({ images: [{ src: "/a.webp" }], gallery: false });
    expect(cardImages({ ...teaser, images: [{ src: "/a.webp" }] }, "listing").gallery).toBe(false);
  });

  it("adds directly only a single-variant, non-personalised product", () => {
    expect(cardAddsDirectly(teaser)).toBe(true);
    expect(cardAddsDirectly({ ...teaser, variantCount: 2 })).toBe(false);
    expect(cardAddsDirectly({ ...teaser, personalised: true })).toBe(false);
  });

  it("shows sale at ≤ 96 % and new except for the baby brand", () => {
    expect(cardBadges(teaser, "home").map((badge) => badge.type)).toEqual(["sale", "new"]);
    expect(cardBadges(teaser, "baby").map((badge) => badge.type)).toEqual(["sale"]);
    const barely = { ...teaser, price: { ...teaser.price, withTax: 9700 } };
    expect(cardBadges(barely, "home").map((badge) => badge.type)).toEqual(["new"]);
  });
});
