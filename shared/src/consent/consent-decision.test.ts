import { describe, expect, it } from "vitest";
import {
  automaticServiceStatus,
  categoryIsOn,
  cookiesOfDeniedServices,
  decideConsent,
  everyService,
  needsReload,
  serviceStatus,
  withCategory,
  withoutAppTracking,
  type ConsentCategory,
} from "./consent-decision.ts";

const service = (name: string, more: Partial<ConsentCategory["services"][number]> = {}) => ({
  name,
  company: "Wohnfein GmbH",
  required: false,
  defaultValue: false,
  attTracking: false,
  cookies: [],
  ...more,
});

const categories: ConsentCategory[] = [
  { group: "essential", required: true, services: [service("shop")] },
  {
    group: "analytics",
    required: false,
    services: [
      service("analytics_storage", { cookies: ["_ga*"] }),
      service("web_vitals", { defaultValue: true }),
    ],
  },
  {
    group: "marketing",
    required: false,
    services: [service("ad_storage", { attTracking: true, cookies: ["_gcl_au"] })],
  },
];

describe("serviceStatus", () => {
  it("keeps required services on and starts the others at their default", () => {
    expect(serviceStatus(categories)).toEqual({
      shop: true,
      analytics_storage: false,
      web_vitals: true,
      ad_storage: false,
    });
    expect(serviceStatus(categories, { shop: false, ad_storage: true, unknown: true })).toEqual({
      shop: true,
      analytics_storage: false,
      web_vitals: true,
      ad_storage: true,
    });
  });

  it("accepts or rejects every optional service", () => {
    expect(everyService(categories, true)).toEqual({
      shop: true,
      analytics_storage: true,
      web_vitals: true,
      ad_storage: true,
    });
    expect(everyService(categories, false)).toEqual({
      shop: true,
      analytics_storage: false,
      web_vitals: false,
      ad_storage: false,
    });
  });
});

describe("categories", () => {
  it("are on when any of their services is on, and toggle all their services", () => {
    const [, analytics] = categories;
    if (!analytics) throw new Error("no analytics category");
    expect(categoryIsOn(analytics, { web_vitals: true })).toBe(true);
    expect(categoryIsOn(analytics, { web_vitals: false, analytics_storage: false })).toBe(false);
    const on = withCategory(categories, everyService(categories, false), "analytics", true);
    expect(on).toMatchObject({ analytics_storage: true, web_vitals: true, ad_storage: false });
    expect(withCategory(categories, on, "essential", false)).toMatchObject({ shop: true });
  });
});

describe("the reload rule and cookies", () => {
  it("reloads unless every optional service is accepted, and removes the denied services' cookies", () => {
    expect(needsReload(categories, everyService(categories, true))).toBe(false);
    const partly = withCategory(categories, everyService(categories, true), "marketing", false);
    expect(needsReload(categories, partly)).toBe(true);
    expect(cookiesOfDeniedServices(categories, partly)).toEqual(["_gcl_au"]);
  });
});

describe("app and automatic consent", () => {
  it("denies only the app-tracking services, and turns on analytics storage for the app and crawlers", () => {
    expect(withoutAppTracking(categories, everyService(categories, true))).toMatchObject({
      analytics_storage: true,
      ad_storage: false,
    });
    expect(automaticServiceStatus(categories)).toEqual({
      shop: true,
      analytics_storage: true,
      web_vitals: false,
      ad_storage: false,
    });
  });
});

describe("decideConsent", () => {
  it("stores an interacted record of the current version and keeps the last 3 history entries per service", () => {
    let record = undefined as ReturnType<typeof decideConsent> | undefined;
    for (const [day, on] of [
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ] as const) {
      record = decideConsent({
        previous: record,
        status: { shop: true, ad_storage: on },
        now: new Date(`2026-11-0${day}T10:00:00Z`),
        appVersion: "0.2.0",
      });
    }
    expect(record).toMatchObject({
      version: 2,
      appVersion: "0.2.0",
      userInteracted: true,
      services: { shop: true, ad_storage: false },
      createdAt: "2026-11-04T10:00:00.000Z",
    });
    expect(record?.history?.ad_storage).toEqual([
      { status: false, at: "2026-11-02T10:00:00.000Z" },
      { status: true, at: "2026-11-03T10:00:00.000Z" },
      { status: false, at: "2026-11-04T10:00:00.000Z" },
    ]);
  });
});
