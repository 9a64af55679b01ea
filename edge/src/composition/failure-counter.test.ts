import { describe, expect, it } from "vitest";
import { FailureCounter } from "./failure-counter.ts";

describe("FailureCounter", () => {
  it("counts per slice, version and phase", () => {
    const failures = new FailureCounter();
    failures.record("mfe-cms", "0123456789ab", "load");
    failures.record("mfe-cms", "0123456789ab", "load");
    failures.record("mfe-cms", "0123456789ab", "server");
    failures.record("shell", "ba9876543210", "render");
    expect(failures.snapshot()).toEqual({
      "mfe-cms@0123456789ab": { load: 2, server: 1 },
      "shell@ba9876543210": { render: 1 },
    });
  });

  it("keeps at most maxKeys counters, dropping the one recorded least recently", () => {
    const failures = new FailureCounter({ maxKeys: 2 });
    failures.record("mfe-cms", "000000000001", "load");
    failures.record("mfe-cms", "000000000002", "load");
    failures.record("mfe-cms", "000000000001", "load");
    failures.record("mfe-cms", "000000000003", "load");
    expect(failures.snapshot()).toEqual({
      "mfe-cms@000000000001": { load: 2 },
      "mfe-cms@000000000003": { load: 1 },
    });
    for (let index = 0; index < 1000; index += 1) {
      failures.record("mfe-cms", index.toString(16).padStart(12, "0"), "render");
    }
    expect(Object.keys(failures.snapshot())).toHaveLength(2);
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => new FailureCounter({ maxKeys: 0 })).toThrow(RangeError);
  });
});
