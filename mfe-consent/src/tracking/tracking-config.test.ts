import { describe, expect, it } from "vitest";
import { trackingConfig } from "./tracking-config.ts";

describe("the tracking configuration", () => {
  it("has no tag manager and no videos domain unless configured", () => {
    expect(trackingConfig({})).toEqual({
      home: { gtmId: null, gtmOrigin: "https://www.googletagmanager.com", videosDomain: null },
      baby: { gtmId: null, gtmOrigin: "https://www.googletagmanager.com", videosDomain: null },
    });
  });

  it("takes a container id per brand, the host and the videos domain", () => {
    const config = trackingConfig({
      SHOP_GTM_ID_BABY: "GTM-BABY1",
      SHOP_GTM_ORIGIN: "http://localhost:3002",
      SHOP_VIDEOS_DOMAIN: "https://videos.wohnfein.example",
    });
    expect(config.home.gtmId).toBeNull();
    expect(config.baby).toEqual({
      gtmId: "GTM-BABY1",
      gtmOrigin: "http://localhost:3002",
      videosDomain: "https://videos.wohnfein.example",
    });
  });

  it("refuses a host that is not an origin", () => {
    expect(() => trackingConfig({ SHOP_GTM_ORIGIN: "https://x.test/path" })).toThrow(
      /SHOP_GTM_ORIGIN must be an origin/,
    );
  });
});
