import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

const withCode = (code: string) => Object.assign(new Error("driver error"), { code });

describe("isDatabaseUnavailable (issue 25, point 4)", () => {
  it("knows a refused or ended connection, also wrapped by drizzle", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: withCode("57P03") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves a wrong query, a constraint and a plain bug alone", () => {
    expect(isDatabaseUnavailable(withCode("42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode("40P01") }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
