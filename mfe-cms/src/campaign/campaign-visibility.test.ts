import { describe, expect, it } from "vitest";
import { campaignVisible, type CampaignPage } from "./campaign-visibility.ts";

const listing: CampaignPage = {
  path: "/de/kueche/toepfe/",
  checkout: false,
  breadcrumb: ["Küche", "Töpfe"],
  sale: false,
};
const product: CampaignPage = {
  path: "/de/p/topf-1000123/",
  checkout: false,
  productNumber: "1000123",
  brand: "Wohnfein",
  subbrand: "Atelier",
  breadcrumb: ["Küche"],
  sale: true,
};
const at = (iso: string) => Date.parse(iso);
const always = at("2026-06-01T12:00:00Z");

describe("campaign visibility", () => {
  it("shows a campaign without triggers everywhere", () => {
    expect(campaignVisible({ triggers: [] }, listing, always)).toBe(true);
  });

  it("shows a campaign where at least one trigger matches", () => {
    const campaign = {
      triggers: [
        { type: "url", value: "/kueche/" },
        { type: "productNumber", value: "999" },
      ],
    } as const;
    expect(campaignVisible(campaign, listing, always)).toBe(true);
    expect(campaignVisible({ triggers: [{ type: "url", value: "/bad/" }] }, listing, always)).toBe(
      false,
    );
  });

  it("matches each trigger type against the page", () => {
    const matches = (type: string, value: string, page: CampaignPage) =>
      campaignVisible({ triggers: [{ type, value } as never] }, page, always);
    expect(matches("productNumber", "1000123", product)).toBe(true);
    expect(matches("productNumber", "1000123", listing)).toBe(false);
    expect(matches("marke", "wohnfein", product)).toBe(true);
    expect(matches("subbrand", "Atelier", product)).toBe(true);
    expect(matches("subbrand", "Atelier", listing)).toBe(false);
    expect(matches("breadcrumb", "Töpfe", listing)).toBe(true);
    expect(matches("breadcrumb", "Bad", listing)).toBe(false);
    expect(matches("sale", "", product)).toBe(true);
    expect(matches("sale", "", listing)).toBe(false);
    expect(matches("scayleCheckout", "", { ...listing, checkout: true })).toBe(true);
    expect(matches("scayleCheckout", "", listing)).toBe(false);
    expect(matches("url", "", listing)).toBe(false);
  });

  it("requires every trigger of a container", () => {
    const container = {
      triggers: [
        {
          type: "container",
          triggers: [
            { type: "breadcrumb", value: "Küche" },
            { type: "sale", value: "" },
          ],
        },
      ],
    } as const;
    expect(campaignVisible(container, product, always)).toBe(true);
    expect(campaignVisible(container, listing, always)).toBe(false);
    expect(
      campaignVisible({ triggers: [{ type: "container", triggers: [] }] }, listing, always),
    ).toBe(false);
  });

  it("compares the date range as UTC instants, both ends included", () => {
    const campaign = { dateFrom: "2026-11-24 00:00", dateTo: "2026-11-30 23:59", triggers: [] };
    expect(campaignVisible(campaign, listing, at("2026-11-23T23:59:59.999Z"))).toBe(false);
    expect(campaignVisible(campaign, listing, at("2026-11-24T00:00:00Z"))).toBe(true);
    // 00:30 in Berlin is still the 23rd in UTC: not yet.
    expect(campaignVisible(campaign, listing, at("2026-11-24T00:30:00+01:00"))).toBe(false);
    expect(campaignVisible(campaign, listing, at("2026-11-30T23:59:00Z"))).toBe(true);
    expect(campaignVisible(campaign, listing, at("2026-11-30T23:59:00.001Z"))).toBe(false);
  });

  it("ignores a range with only one date", () => {
    const campaign = { dateFrom: "2030-01-01 00:00", triggers: [] };
    expect(campaignVisible(campaign, listing, always)).toBe(true);
  });
});
