import { expect, it } from "vitest";
import { compareVitals, vitalText, type VersionVital } from "./vitals-health.ts";

const row = (version: string, pageType: string, metric: string, p75: number): VersionVital => ({
  pageType,
  version,
  metric,
  p75,
  samples: 10,
});

it("compares a version's LCP, INP and CLS with the other version's on the same page type", () => {
  const rows = [
    row("new", "product", "CLS", 0.12),
    row("new", "product", "LCP", 2600),
    row("new", "product", "TTFB", 300),
    row("new", "home", "INP", 180),
    row("old", "product", "LCP", 2100),
    row("old", "home", "LCP", 1000),
    row("old", "product", "CLS", 0.02),
  ];
  expect(compareVitals(rows, "new", "old")).toEqual([
    { pageType: "home", metric: "INP", current: { p75: 180, samples: 10 } },
    {
      pageType: "product",
      metric: "LCP",
      current: { p75: 2600, samples: 10 },
      previous: { p75: 2100, samples: 10 },
      change: 500,
    },
    {
      pageType: "product",
      metric: "CLS",
      current: { p75: 0.12, samples: 10 },
      previous: { p75: 0.02, samples: 10 },
      change: expect.closeTo(0.1, 5) as number,
    },
  ]);
});

it("shows a version alone when nothing is compared with it, and nothing without samples", () => {
  expect(compareVitals([row("new", "home", "LCP", 900)], "new", undefined)).toEqual([
    { pageType: "home", metric: "LCP", current: { p75: 900, samples: 10 } },
  ]);
  expect(compareVitals([row("old", "home", "LCP", 900)], "new", "old")).toEqual([]);
});

it("writes LCP and INP in milliseconds and CLS as a score", () => {
  expect(vitalText("LCP", 2512.4)).toBe("2512 ms");
  expect(vitalText("CLS", 0.1)).toBe("0.100");
});
