import { describe, expect, it } from "vitest";
import type { NavigationNode } from "@shop/shared";
import {
  backOneLevel,
  drillInto,
  openedNodes,
  resetToRoot,
  rootStack,
  shownLevel,
} from "./navigation-stack.ts";

const tree: readonly NavigationNode[] = [
  {
    name: "Küche",
    link: "/de/kueche/",
    children: [
      { name: "Tischdecken", link: "/de/kueche/tischdecken/" },
      {
        name: "Geschirr",
        link: "/de/kueche/geschirr/",
        children: [{ name: "Teller", link: "/de/kueche/geschirr/teller/" }],
      },
    ],
  },
  { name: "Bad", link: "/de/bad/" },
];

describe("the category navigation's breadcrumb stack (spec point 2)", () => {
  it("shows the root first", () => {
    expect(shownLevel(tree, rootStack).map((n) => n.name)).toEqual(["Küche", "Bad"]);
    expect(openedNodes(tree, rootStack)).toEqual([]);
  });

  it("pushes a level when drilling in", () => {
    const stack = drillInto(drillInto(rootStack, 0), 1);
    expect(openedNodes(tree, stack).map((n) => n.name)).toEqual(["Küche", "Geschirr"]);
    expect(shownLevel(tree, stack).map((n) => n.name)).toEqual(["Teller"]);
  });

  it("pops one level on back and stays at the root there", () => {
    const stack = drillInto(drillInto(rootStack, 0), 1);
    expect(shownLevel(tree, backOneLevel(stack)).map((n) => n.name)).toEqual([
      "Tischdecken",
      "Geschirr",
    ]);
    expect(backOneLevel(rootStack)).toEqual(rootStack);
  });

  it("returns to the root on reset", () => {
    expect(resetToRoot()).toEqual(rootStack);
  });

  it("stops at an index the tree no longer has", () => {
    expect(openedNodes(tree, [0, 7, 0]).map((n) => n.name)).toEqual(["Küche"]);
  });
});
