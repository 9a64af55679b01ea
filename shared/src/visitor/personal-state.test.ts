import { describe, expect, it } from "vitest";
import { hasPersonalState } from "./personal-state.ts";

describe("the personal-state cookie as the browser reads it", () => {
  it("is found among the page's cookies", () => {
    expect(hasPersonalState("locale=de; personal-state=1; consent=abc")).toBe(true);
    expect(hasPersonalState("personal-state=1")).toBe(true);
  });

  it("is not taken from a cookie whose name only ends or starts like it", () => {
    expect(hasPersonalState("")).toBe(false);
    expect(hasPersonalState("locale=de; my-personal-state=1")).toBe(false);
    expect(hasPersonalState("personal-state-old=1")).toBe(false);
  });
});
