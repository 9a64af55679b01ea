import { describe, expect, it } from "vitest";
import { shouldRetry } from "./retry.ts";

describe("the HTTP retry rule (core spec point 9)", () => {
  it("never retries idempotent methods", () => {
    for (const method of ["GET", "DELETE", "PUT", "HEAD"]) {
      for (const status of [408, 429, 500, 503, 504]) {
        expect(shouldRetry(method, status, 1)).toBe(false);
      }
    }
  });

  it("retries other methods once on 408, 425, 429, 500, 502, 503 and 504", () => {
    for (const status of [408, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetry("POST", status, 1)).toBe(true);
      expect(shouldRetry("post", status, 2)).toBe(false);
    }
  });

  it("does not retry client errors, 409 (stale or over stock) or 501", () => {
    for (const status of [400, 403, 404, 409, 422, 501]) {
      expect(shouldRetry("POST", status, 1)).toBe(false);
    }
  });
});
