import { describe, expect, it } from "vitest";
import { productInfo } from "./product-info.ts";

describe("productInfo", () => {
  it("reads the waste-law registration, known seals and promotion conditions", () => {
    expect(
      productInfo({
        advancedAttributes: {
          elektroGeraet: { weeeRegistration: "DE 73940261" },
          siegel: ["fsc", "unknown", "fsc", "gots"],
        },
        customData: { promotionConditions: { "home-autumn": "Solange der Vorrat reicht." } },
        promo: [
          { id: "home-autumn", label: "Herbstaktion" },
          { id: "home-three-for-two", label: "3 für 2" },
        ],
      }),
    ).toEqual({
      electrical: { weeeRegistration: "DE 73940261" },
      sizeAdvisor: null,
      seals: ["fsc", "gots"],
      promotions: [
        { id: "home-autumn", label: "Herbstaktion", conditions: "Solange der Vorrat reicht." },
      ],
    });
  });

  it("offers nothing for a product without such data", () => {
    expect(
      productInfo({ advancedAttributes: { elektroGeraet: true }, customData: {}, promo: [] }),
    ).toEqual({ electrical: null, sizeAdvisor: null, seals: [], promotions: [] });
  });

  it("reads an attribute advisor only when every row is complete", () => {
    const rows = [{ size: "50/56", from: 50, to: 56 }];
    const info = (groessenberater: unknown) =>
      productInfo({ advancedAttributes: { groessenberater }, customData: {}, promo: [] })
        .sizeAdvisor;
    expect(info({ measure: "height", rows })).toEqual({ measure: "height", rows });
    expect(info({ measure: "height", rows: [...rows, { size: "62/68" }] })).toBeNull();
    expect(info({ measure: "weight", rows })).toBeNull();
    expect(info(undefined)).toBeNull();
  });
});
