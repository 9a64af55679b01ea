import { describe, expect, it } from "vitest";
import { Random } from "./random.ts";

describe("Random", () => {
  it("repeats itself for the same seed and differs for another", () => {
    const sequence = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (random) => () =>
            random.int(0, 1000)
        )(new Random(seed)),
      );
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
  });

  it("stays within its bounds", () => {
    const random = new Random(1);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
  });
});
