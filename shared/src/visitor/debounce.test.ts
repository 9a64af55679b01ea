import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, debounceDefaultMs } from "./debounce.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("debounce (catalogue spec point 9)", () => {
  it("waits 300 ms by default after the last call, then runs once with its arguments", () => {
    const runs: string[] = [];
    const typed = debounce((text: string) => runs.push(text));
    typed("s");
    vi.advanceTimersByTime(200);
    typed("so");
    typed("sof");
    vi.advanceTimersByTime(debounceDefaultMs - 1);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(["sof"]);
    expect(debounceDefaultMs).toBe(300);
  });

  it("takes its own delay, and runs again after a new pause", () => {
    let runs = 0;
    const counted = debounce(() => (runs += 1), 50);
    counted();
    vi.advanceTimersByTime(50);
    counted();
    vi.advanceTimersByTime(50);
    expect(runs).toBe(2);
  });

  it("drops a pending call when cancelled", () => {
    let runs = 0;
    const counted = debounce(() => (runs += 1));
    counted();
    counted.cancel();
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(0);
  });
});
