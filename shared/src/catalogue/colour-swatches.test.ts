import { describe, expect, it } from "vitest";
import { colourSwatches, swatchKind } from "./colour-swatches.ts";

const set = (item: number, ...colours: string[]) => ({ item, colours });

describe("colourSwatches", () => {
  it("shows nothing with one set or fewer", () => {
    expect(colourSwatches([set(1, "blau")]).swatches).toEqual([]);
    expect(colourSwatches([]).swatches).toEqual([]);
  });

  it("keeps only sets whose every colour is known, and counts only those", () => {
    const result = colourSwatches([set(1, "blau"), set(2, "blau", "magenta"), set(3)]);
    expect(result.swatches).toEqual([]);
    const two = colourSwatches([set(1, "blau"), set(2, "rot", "weiss"), set(3, "petrol")]);
    expect(two.swatches.map((swatch) => swatch.item)).toEqual([1, 2]);
  });

  it("shows at most 5 and counts the rest", () => {
    const six = colourSwatches(
      ["blau", "rot", "gelb", "grau", "gold", "lila"].map((c, i) => set(i, c)),
    );
    expect(six.swatches).toHaveLength(5);
    expect(six.more).toBe(1);
    const five = colourSwatches(["blau", "rot", "gelb", "grau", "gold"].map((c, i) => set(i, c)));
    expect(five.swatches).toHaveLength(5);
    expect(five.more).toBe(0);
  });

  it("tells single, pair and multicolour apart", () => {
    expect(swatchKind(["blau"])).toBe("single");
    expect(swatchKind(["blau", "rot"])).toBe("pair");
    expect(swatchKind(["mehrfarbig"])).toBe("multicolour");
    expect(swatchKind(["mehrfarbig_ol", "mehrfarbig_or", "mehrfarbig_ul", "mehrfarbig_ur"])).toBe(
      "multicolour",
    );
    expect(swatchKind(["blau", "rot", "gelb"])).toBe("multicolour");
  });
});
