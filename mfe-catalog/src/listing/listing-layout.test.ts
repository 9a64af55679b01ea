import { describe, expect, it } from "vitest";
import type { SearchFacets } from "@shop/shared";
import { facetGroups, offeredColours, pageCount, paginationItems } from "./listing-layout.ts";

const facets: SearchFacets = {
  categories: [{ slug: "vasen", name: "Vasen", count: 3 }],
  brands: [{ value: "Wohnfein", count: 3 }],
  colours: [{ value: "blau", count: 2 }],
  sizes: [{ value: "M", count: 1 }],
  price: { min: 1000, max: 5000 },
  sale: 1,
  new: 0,
};

describe("facetGroups (spec: at most 4 filters on desktop)", () => {
  it("puts the first 4 offered groups on the desktop bar and all in the dialog", () => {
    const groups = facetGroups(facets, { withCategories: true });
    expect(groups.desktop).toEqual(["category", "brands", "colors", "sizes"]);
    expect(groups.all).toEqual(["category", "brands", "colors", "sizes", "price", "sale"]);
  });

  it("offers no category facet on a category page and nothing empty", () => {
    const groups = facetGroups(
      { ...facets, sizes: [], price: { min: 5, max: 5 } },
      { withCategories: false },
    );
    expect(groups.desktop).toEqual(["brands", "colors", "sale"]);
    expect(groups.all).toEqual(["brands", "colors", "sale"]);
  });
});

describe("offeredColours", () => {
  it("offers multicolour once instead of its four quadrants", () => {
    const colours = ["mehrfarbig_ol", "mehrfarbig_or", "mehrfarbig_ul", "mehrfarbig_ur", "rot"];
    expect(
      offeredColours(colours.map((value) => ({ value, count: 1 }))).map((c) => c.value),
    ).toEqual(["mehrfarbig_ol", "rot"]);
  });
});

describe("paginationItems", () => {
  it("shows nothing for a single page", () => {
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it("shows first, last, the current page and its neighbours with gaps", () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(paginationItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(paginationItems(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("fills a gap of one page with the page itself", () => {
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("counts pages", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});
