import { describe, expect, it } from "vitest";
import {
  internalToken,
  loadPlatformApiConfig,
  sliceApiUrls,
  sliceApiUrlVariable,
} from "./config.ts";

const token = "a-long-internal-token";

describe("standalone slice configuration", () => {
  it("names each slice's variable after the slice: upper case, - as _", () => {
    expect(sliceApiUrlVariable("mfe-basket")).toBe("SHOP_API_MFE_BASKET_URL");
    expect(sliceApiUrlVariable("mfe-catalog")).toBe("SHOP_API_MFE_CATALOG_URL");
  });

  it("reads the forwarded slices, without a trailing slash", () => {
    expect(
      sliceApiUrls({
        SHOP_API_MFE_BASKET_URL: "http://127.0.0.1:4101/",
        SHOP_API_MFE_ACCOUNT_URL: "https://account.internal:8443",
        SHOP_API_MFE_CMS_URL: "",
        SHOP_PUBLIC_SCHEME: "https",
      }),
    ).toEqual({
      "mfe-basket": "http://127.0.0.1:4101",
      "mfe-account": "https://account.internal:8443",
    });
    expect(sliceApiUrls({})).toEqual({});
  });

  it("refuses a variable naming no slice, and a URL that is not a plain http(s) one", () => {
    expect(() => sliceApiUrls({ SHOP_API_MFE_BASKT_URL: "http://x" })).toThrow(
      /SHOP_API_MFE_BASKT_URL names no slice; use one of SHOP_API_MFE_CATALOG_URL/,
    );
    expect(() => sliceApiUrls({ SHOP_API_SHELL_URL: "http://x" })).toThrow(/names no slice/);
    for (const bad of ["basket:4101", "ftp://x", "http://x/?a=1", "http://u:p@x"]) {
      expect(() => sliceApiUrls({ SHOP_API_MFE_BASKET_URL: bad })).toThrow(
        /SHOP_API_MFE_BASKET_URL must be an http\(s\) URL/,
      );
    }
  });

  it("needs an internal token of 16 characters once a slice is forwarded", () => {
    expect(internalToken({})).toBeUndefined();
    expect(internalToken({ SHOP_INTERNAL_TOKEN: token })).toBe(token);
    expect(() => internalToken({ SHOP_INTERNAL_TOKEN: "short" })).toThrow(/at least 16/);
    expect(() => internalToken({ SHOP_API_MFE_BASKET_URL: "http://127.0.0.1:4101" })).toThrow(
      "SHOP_INTERNAL_TOKEN is required when a slice API runs on its own (mfe-basket)",
    );
    const forwarded = {
      SHOP_API_MFE_BASKET_URL: "http://127.0.0.1:4101",
      SHOP_INTERNAL_TOKEN: token,
      DATABASE_URL: "postgres://shop@db/shop",
    };
    expect(loadPlatformApiConfig(forwarded)).toEqual({
      sliceApiUrls: { "mfe-basket": "http://127.0.0.1:4101" },
      internalToken: token,
    });
    expect(() => loadPlatformApiConfig({ ...forwarded, DATABASE_URL: "" })).toThrow(
      "A slice API running on its own (mfe-basket) shares the shop's PostgreSQL database: set DATABASE_URL",
    );
  });
});
