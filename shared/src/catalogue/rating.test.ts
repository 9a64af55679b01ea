import { describe, expect, it } from "vitest";
import { productRating, ratingStarFills } from "./rating.ts";

describe("ratingStarFills", () => {
  it("fills stars fractionally on a 5-star scale", () => {
    expect(ratingStarFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(ratingStarFills(4.25)).toEqual([1, 1, 1, 1, 0.25]);
    expect(ratingStarFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(ratingStarFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(ratingStarFills(7)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("productRating", () => {
  it("reads the average label and the count value; none without reviews", () => {
    expect(
      productRating({
        attributes: { durchschnittBewertungen: { label: "4.3" }, anzahlBewertungen: { value: 12 } },
      }),
    ).toEqual({ value: 4.3, quantity: 12 });
    expect(productRating({ attributes: {} })).toBeUndefined();
    expect(
      productRating({
        attributes: { durchschnittBewertungen: { label: "4" }, anzahlBewertungen: { value: 0 } },
      }),
    ).toBeUndefined();
  });
});
