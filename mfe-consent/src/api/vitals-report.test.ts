import { describe, expect, it } from "vitest";
import { vitalsP75, type VitalsSample } from "./vitals-report.ts";

const sample = (pageType: string, catalog: string, name: string, value: number): VitalsSample => ({
  pageType,
  locale: "de-de",
  versions: { "mfe-catalog": catalog, "mfe-consent": "c1" },
  name,
  value,
});

describe("the vitals report", () => {
  it("gives p75 per page type, slice version and metric", () => {
    const rows = vitalsP75([
      ...[100, 200, 300, 400].map((value) => sample("product", "v1", "LCP", value)),
      ...[1000, 2000].map((value) => sample("product", "v2", "LCP", value)),
      sample("home", "v1", "LCP", 50),
      sample("product", "v1", "CLS", 0.1),
    ]);
    const find = (pageType: string, mfe: string, version: string, metric: string) =>
      rows.find(
        (row) =>
          row.pageType === pageType &&
          row.mfe === mfe &&
          row.version === version &&
          row.metric === metric,
      );
    expect(find("product", "mfe-catalog", "v1", "LCP")).toMatchObject({ p75: 300, samples: 4 });
    expect(find("product", "mfe-catalog", "v2", "LCP")).toMatchObject({ p75: 2000, samples: 2 });
    expect(find("home", "mfe-catalog", "v1", "LCP")).toMatchObject({ p75: 50, samples: 1 });
    // The consent slice was on every product page: its version's p75 spans both catalogue versions.
    expect(find("product", "mfe-consent", "c1", "LCP")).toMatchObject({ p75: 1000, samples: 6 });
    expect(find("product", "mfe-catalog", "v1", "CLS")).toMatchObject({ p75: 0.1 });
    expect(rows).toHaveLength(7);
  });

  it("is empty without samples", () => {
    expect(vitalsP75([])).toEqual([]);
  });
});
