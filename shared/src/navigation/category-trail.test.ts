import { describe, expect, it } from "vitest";
import { categorySlugOfPath, categoryTrail } from "./category-trail.ts";

const tree = [
  {
    name: "Cuisine",
    link: "/fr/cuisine/",
    children: [{ name: "Nappes", link: "/fr/cuisine/nappes/" }],
  },
  { name: "Bain", link: "/fr/bain/" },
];

describe("categoryTrail", () => {
  it("finds a category and its parents by page path", () => {
    expect(categoryTrail(tree, "/fr/cuisine/nappes/")?.map((n) => n.name)).toEqual([
      "Cuisine",
      "Nappes",
    ]);
    expect(categoryTrail(tree, "/fr/bain/")?.map((n) => n.name)).toEqual(["Bain"]);
  });

  it("answers undefined for a page that is no category", () => {
    expect(categoryTrail(tree, "/fr/cuisine/autre/")).toBeUndefined();
    expect(categoryTrail([], "/fr/")).toBeUndefined();
  });

  it("takes the slug from the last path segment", () => {
    expect(categorySlugOfPath("/fr/cuisine/nappes/")).toBe("nappes");
  });
});
