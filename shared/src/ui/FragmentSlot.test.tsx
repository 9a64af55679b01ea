import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fragmentSlotPlaceholder, isFragmentSlotId } from "../composition/fragment-slots.ts";
import { FragmentSlot } from "./FragmentSlot.tsx";

describe("a fragment slot", () => {
  it("renders on the server exactly as the placeholder the edge fills", () => {
    expect(renderToString(createElement(FragmentSlot, { id: "product-list-1" }))).toBe(
      fragmentSlotPlaceholder("product-list-1"),
    );
  });

  it("takes only short lower-case ids, which cannot break out of the markup", () => {
    expect(isFragmentSlotId("product-list-1")).toBe(true);
    expect(isFragmentSlotId('a"><script>')).toBe(false);
    expect(isFragmentSlotId("")).toBe(false);
    expect(isFragmentSlotId("x".repeat(41))).toBe(false);
  });
});
