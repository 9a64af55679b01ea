import { describe, expect, it } from "vitest";
import { allowAppConsentReopens, consentHashCommand } from "./consent-hash.ts";

describe("consent hashes", () => {
  it("names the three commands and nothing else", () => {
    expect(consentHashCommand("#denyConsent")).toBe("denyConsent");
    expect(consentHashCommand("#denyAppConsent")).toBe("denyAppConsent");
    expect(consentHashCommand("#allowAppConsent")).toBe("allowAppConsent");
    expect(consentHashCommand("#top")).toBeUndefined();
    expect(consentHashCommand("")).toBeUndefined();
  });

  it("reopens for app consent unless the app-tracking cookie is explicitly false", () => {
    expect(allowAppConsentReopens(undefined)).toBe(true);
    expect(allowAppConsentReopens("true")).toBe(true);
    expect(allowAppConsentReopens("false")).toBe(false);
  });
});
