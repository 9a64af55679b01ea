/** The URL hashes that act on consent (core spec point 2). */
export const consentHashCommands = ["denyConsent", "denyAppConsent", "allowAppConsent"] as const;
export type ConsentHashCommand = (typeof consentHashCommands)[number];

/** The cookie `#denyAppConsent` sets: the app's tracking permission, `true` or `false`. */
export const appTrackingCookieName = "app_tracking";

/** The command a URL hash (`#denyConsent`) names, or undefined. */
export function consentHashCommand(hash: string): ConsentHashCommand | undefined {
  const name = hash.replace(/^#/, "");
  return (consentHashCommands as readonly string[]).includes(name)
    ? (name as ConsentHashCommand)
    : undefined;
}

/** Core spec point 2: `#allowAppConsent` reopens the banner unless the app-tracking cookie is explicitly false. */
export function allowAppConsentReopens(appTrackingCookie: string | undefined): boolean {
  return appTrackingCookie !== "false";
}
