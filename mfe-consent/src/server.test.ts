import { describe, expect, it } from "vitest";
import { consentCookieName, serializeConsentCookie, type FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";

describe("the consent team's built fragment renderer", () => {
  it("shows the banner until the visitor has given a valid consent", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    expect(renderer.fragments.consentBanner).toEqual({ personal: true });

    const first = await renderer.render("consentBanner", fragmentRequest());
    expect(first.state).toEqual({ visible: true });
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
    expect(decided.state).toEqual({ visible: false });
    expect(decided.html).toBe("");
  });
});
