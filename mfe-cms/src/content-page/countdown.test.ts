import { describe, expect, it } from "vitest";
import { remainingUntil } from "./countdown.ts";

describe("a countdown's time left", () => {
  it("counts days, hours and minutes until the end, read as UTC", () => {
    expect(remainingUntil("2026-12-24 18:00", Date.parse("2026-12-22T15:30:00Z"))).toEqual({
      days: 2,
      hours: 2,
      minutes: 30,
    });
  });

  it("rounds a part of a minute up, and ends at the end", () => {
    const end = "2026-12-24 18:00";
    expect(remainingUntil(end, Date.parse("2026-12-24T17:59:59Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
    });
    expect(remainingUntil(end, Date.parse("2026-12-24T18:00:00Z"))).toBeUndefined();
    expect(remainingUntil("bald", Date.parse("2026-12-24T18:00:00Z"))).toBeUndefined();
  });
});
