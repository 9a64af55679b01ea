import { describe, expect, it } from "vitest";
import { productBadges } from "./badges.ts";
import { testVariant } from "./test-variants.ts";

const product = {
  promo: [{ id: "p1", label: "3 für 2" }],
  isNew: true,
  advancedAttributes: { virtuelleBundles: true },
  collections: ["home-autumn-collection"],
  bundleItems: [],
};

describe("productBadges", () => {
  it("gives sale, promotion as-is, new, bundle and themed in that order", () => {
    const badges = productBadges(product, testVariant("a", { price: 7500, rrp: 10000 }), "home");
    expect(badges).toEqual([
      { type: "sale", id: "sale", label: "-25%", percent: 25 },
      { type: "promotion", id: "p1", label: "3 für 2" },
      { type: "new", id: "new" },
      { type: "bundle", id: "bundle" },
      { type: "themed", id: "home-autumn-collection" },
    ]);
  });

  it("shows no new badge for the baby brand", () => {
    expect(productBadges(product, undefined, "baby").map((badge) => badge.type)).not.toContain(
      "new",
    );
  });

  it("shows no sale badge above 96 %", () => {
    const badges = productBadges(product, testVariant("a", { price: 9700, rrp: 10000 }), "home");
    expect(badges.map((badge) => badge.type)).not.toContain("sale");
  });
});
