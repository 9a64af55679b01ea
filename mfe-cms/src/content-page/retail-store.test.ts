import { describe, expect, it } from "vitest";
import { openingHoursOf, phoneHref, storeMapLink } from "./retail-store.ts";

describe("storeMapLink", () => {
  it("searches the address on OpenStreetMap, encoded", () => {
    const link = storeMapLink({
      street: "Königstraße 12",
      postalCode: "70173",
      city: "Stuttgart",
      country: "Deutschland",
    });
    expect(link).toBe(
      "https://www.openstreetmap.org/search?query=K%C3%B6nigstra%C3%9Fe+12%2C+70173+Stuttgart%2C+Deutschland",
    );
  });
  it("gives no link without a street or a city", () => {
    expect(storeMapLink({ street: "", postalCode: "1000", city: "Bruxelles", country: "" })).toBe(
      undefined,
    );
    expect(storeMapLink({ street: "Rue Neuve 1", postalCode: "", city: " ", country: "" })).toBe(
      undefined,
    );
  });
});

describe("openingHoursOf", () => {
  it("keeps lines with days and hours, trimmed", () => {
    expect(
      openingHoursOf([
        { _uid: "a", component: "opening_hours", days: " Mo–Fr ", hours: "10–19 Uhr" },
        { _uid: "b", component: "opening_hours", days: "So", hours: "" },
        { _uid: "c", component: "opening_hours", days: 3, hours: "x" },
      ]),
    ).toEqual([{ days: "Mo–Fr", hours: "10–19 Uhr" }]);
  });
});

describe("phoneHref", () => {
  it("keeps digits and the leading plus", () => {
    expect(phoneHref("+49 711 123 45-67")).toBe("tel:+497111234567");
  });
  it("refuses text that is no number", () => {
    expect(phoneHref("auf Anfrage")).toBe(undefined);
  });
});
