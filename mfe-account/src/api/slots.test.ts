import { describe, expect, it } from "vitest";
import { Slots } from "./slots.ts";

describe("slots", () => {
  it("runs at most its size at once and every task in the end, passing on results and errors", async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (value < 0) throw new Error("refused");
      return value;
    };
    const results = await Promise.allSettled([1, 2, -3, 4, 5, 6].map((n) => slots.run(task(n))));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(await slots.run(task(7))).toBe(7);
  });
});
