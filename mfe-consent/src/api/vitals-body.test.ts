import { describe, expect, it } from "vitest";
import { parseVitalsBody, VitalsBodyError } from "./vitals-body.ts";

const good = {
  pageType: "product",
  locale: "de-de",
  path: "/de/p/sofa-1/",
  versions: { "mfe-catalog": "1.4.0-abc123", "mfe-consent": "0.1.0" },
  metrics: [
    { name: "LCP", value: 1234.5 },
    { name: "CLS", value: 0.02 },
  ],
};

describe("the performance beacon's body", () => {
  it("reads a page view's measurements", () => {
    expect(parseVitalsBody(good)).toEqual(good);
  });

  it.each([
    ["pageType", { ...good, pageType: "admin" }],
    ["locale", { ...good, locale: "en-us" }],
    ["path", { ...good, path: "https://evil.test/" }],
    ["versions", { ...good, versions: { "mfe-unknown": "1" } }],
    ["versions", { ...good, versions: { "mfe-catalog": "1 OR 1=1" } }],
    ["versions", { ...good, versions: {} }],
    ["metrics", { ...good, metrics: [{ name: "XYZ", value: 1 }] }],
    ["metrics", { ...good, metrics: [{ name: "LCP", value: -1 }] }],
    ["metrics", { ...good, metrics: [{ name: "LCP", value: "fast" }] }],
    [
      "metrics",
      {
        ...good,
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      },
    ],
    ["metrics", { ...good, metrics: [] }],
    ["pageType", null],
  ])("refuses a bad %s", (field, body) => {
    expect(() => parseVitalsBody(body)).toThrow(VitalsBodyError);
    expect(() => parseVitalsBody(body)).toThrow(new RegExp(`^${field}`));
  });
});
