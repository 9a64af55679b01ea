import { describe, expect, it } from "vitest";
import {
  consentCookieName,
  deviceFlags,
  serializeConsentCookie,
  type FragmentRenderer,
} from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";

describe("the consent team's built fragment renderer", () => {
  it("shows the banner until the visitor has given a valid consent", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    expect(renderer.fragments.consentBanner).toEqual({ personal: true });

    const first = await renderer.render("consentBanner", fragmentRequest());
    expect(first.state).toEqual({
      visible: true,
      voucherActivated: false,
      countryPicker: { open: false },
    });
    expect(first.html).toContain("Ihre Privatsphäre ist uns wichtig");

    const consent = serializeConsentCookie({
      version: 1,
      userInteracted: true,
      services: { necessary: true },
      createdAt: new Date().toISOString(),
    });
    const decided = await renderer.render(
      "consentBanner",
      fragmentRequest({ cookies: { [consentCookieName]: consent } }),
    );
    expect(decided.state).toMatchObject({ visible: false });
    expect(decided.html).toBe("");
  });

  it("shows the gift-code toast once the banner is gone and hands on the country picker decision", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const consent = serializeConsentCookie({
      version: 1,
      userInteracted: true,
      services: { necessary: true },
      createdAt: new Date().toISOString(),
    });
    const rendered = await renderer.render(
      "consentBanner",
      fragmentRequest({
        language: "fr",
        country: "fr",
        cookies: { [consentCookieName]: consent },
        visitor: {
          isCrawler: false,
          isRetailApp: false,
          device: deviceFlags(""),
          country: "be",
          countryPicker: { open: true, suggestedCountry: "be" },
          notices: ["voucherActivated"],
        },
      }),
    );
    expect(rendered.html).toContain("Code cadeau activé");
    expect(rendered.state).toEqual({
      visible: false,
      voucherActivated: true,
      countryPicker: { open: true, suggestedCountry: "be" },
    });
  });
});
