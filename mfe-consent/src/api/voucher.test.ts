import { describe, expect, it } from "vitest";
import { voucherCookie } from "./voucher.ts";

describe("voucherCookie", () => {
  it("stores a page's voucher code for 14 days, Secure on https shops", () => {
    expect(voucherCookie({ voucher: "HERBST24" }, false)).toBe(
      "voucher=HERBST24; Max-Age=1209600; Path=/; SameSite=Lax",
    );
    expect(voucherCookie({ voucher: "herbst_24-x", page: "2" }, true)).toBe(
      "voucher=herbst_24-x; Max-Age=1209600; Path=/; SameSite=Lax; Secure",
    );
  });

  it("stores nothing without a voucher or for anything that is not a voucher code", () => {
    expect(voucherCookie({}, false)).toBeUndefined();
    expect(voucherCookie({ voucher: "" }, false)).toBeUndefined();
    expect(voucherCookie({ voucher: "a;b" }, false)).toBeUndefined();
    expect(voucherCookie({ voucher: "x".repeat(41) }, false)).toBeUndefined();
    expect(voucherCookie({ voucher: "x".repeat(40) }, false)).toBe(
      `voucher=${"x".repeat(40)}; Max-Age=1209600; Path=/; SameSite=Lax`,
    );
  });
});
