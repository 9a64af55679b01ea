import { describe, expect, it } from "vitest";
import { imageLimitDefaults, imageLimitsFromEnv } from "./image-limits.ts";

describe("imageLimitsFromEnv", () => {
  it("takes the defaults, or the values set", () => {
    expect(imageLimitsFromEnv({})).toEqual(imageLimitDefaults);
    expect(
      imageLimitsFromEnv({
        SHOP_IMAGE_CACHE_BYTES: "1048576",
        SHOP_IMAGE_RENDERS: "1",
        SHOP_IMAGE_RENDER_QUEUE: "0",
      }),
    ).toEqual({ cacheBytes: 1048576, renders: 1, renderQueue: 0 });
  });

  it.each([
    [
      { SHOP_IMAGE_RENDERS: "0" },
      'SHOP_IMAGE_RENDERS must be a whole number of at least 1, got "0"',
    ],
    [
      { SHOP_IMAGE_CACHE_BYTES: "lots" },
      'SHOP_IMAGE_CACHE_BYTES must be a whole number of at least 0, got "lots"',
    ],
  ])("refuses %o", (env, message) => {
    expect(() => imageLimitsFromEnv(env)).toThrow(message);
  });
});
