import { describe, expect, it } from "vitest";
import { carrierKeys, carriersOf, isCarrierKey, trackingUrl } from "./carriers.ts";
import { foreignComplaintLines } from "./complaint-rules.ts";
import { splitIntoPackages, trackingNumberFor } from "./packaging.ts";

describe("carriers", () => {
  it("links every carrier's tracking page with the number encoded", () => {
    for (const carrier of carrierKeys) {
      const url = new URL(trackingUrl(carrier, "AB 12"));
      expect(url.protocol).toBe("https:");
      expect(url.href).toContain("AB%2012");
    }
  });

  it("names only known carriers for every country", () => {
    for (const carriers of Object.values(carriersOf))
      expect(carriers.every(isCarrierKey)).toBe(true);
    expect(isCarrierKey("pigeon")).toBe(false);
  });
});

describe("packaging", () => {
  const lines = [
    { variantId: "a", quantity: 1 },
    { variantId: "b", quantity: 3 },
    { variantId: "c", quantity: 2 },
  ];

  it("deals whole lines into at most as many packages as there are lines", () => {
    expect(splitIntoPackages(lines, 1)).toEqual([lines]);
    expect(splitIntoPackages(lines, 2)).toEqual([[lines[0], lines[2]], [lines[1]]]);
    expect(splitIntoPackages(lines, 9)).toHaveLength(3);
    expect(splitIntoPackages(lines, 0)).toEqual([lines]);
  });

  it("writes tracking numbers as carrier letters and digits", () => {
    expect(trackingNumberFor("postnl", new Uint8Array([1, 12, 255]))).toBe("PO125");
  });
});

describe("complaint lines", () => {
  it("names the variant ids the order does not hold", () => {
    const order = [{ variantId: "a" }, { variantId: "b" }];
    expect(foreignComplaintLines(["a"], order)).toEqual([]);
    expect(foreignComplaintLines(["a", "x"], order)).toEqual(["x"]);
  });
});
