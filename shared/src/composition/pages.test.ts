import { describe, expect, it } from "vitest";
import { routes, type RouteName } from "../routing/routes.ts";
import {
  categoryComposition,
  contentListingComposition,
  everyPageComposition,
  isValidComposition,
  notFoundComposition,
  pageComposition,
  pageFragmentRefs,
  type PageComposition,
} from "./pages.ts";

describe("the page compositions", () => {
  it("place every fragment in a region its layout has", () => {
    const composed = (Object.keys(routes) as RouteName[]).flatMap(
      (route) => pageComposition(route) ?? [],
    );
    for (const page of [
      ...composed,
      categoryComposition,
      contentListingComposition,
      notFoundComposition,
    ]) {
      expect(isValidComposition(page)).toBe(true);
    }
  });

  it("give the contact page and the documentation content, the documentation its side navigation", () => {
    expect(pageComposition("contact")?.fragments.map((placed) => placed.ref.fragment)).toContain(
      "contentPage",
    );
    const documentation = pageComposition("documentation");
    expect(documentation?.layout).toBe("documentation");
    expect(documentation?.fragments).toContainEqual({
      region: "sidebar",
      ref: { mfe: "mfe-cms", fragment: "documentationNavigation" },
    });
  });
});

describe("fragment slots", () => {
  it("let every content page hold the catalogue's product list, the basket its recommendations, and no other page", () => {
    const withSlots = everyPageComposition()
      .filter(([, page]) => page.fragments.some((placed) => placed.slots?.length))
      .map(([name]) => name)
      .sort();
    expect(withSlots).toEqual([
      "basket",
      "contact",
      "content",
      "contentListing",
      "documentation",
      "home",
    ]);
    expect(pageComposition("basket")?.fragments.find((placed) => placed.slots)).toEqual({
      region: "main",
      ref: { mfe: "mfe-basket", fragment: "basketPage" },
      slots: [{ mfe: "mfe-catalog", fragment: "basketRecommendations" }],
    });
    expect(pageFragmentRefs(pageComposition("home") as PageComposition)).toContainEqual({
      mfe: "mfe-catalog",
      fragment: "productList",
    });
    expect(pageFragmentRefs(categoryComposition)).not.toContainEqual({
      mfe: "mfe-catalog",
      fragment: "productList",
    });
  });
});
