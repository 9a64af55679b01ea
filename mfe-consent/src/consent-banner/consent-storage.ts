// The visitor's consent in the browser: the record's cookie (read by the server to decide
// whether the banner shows) and its full copy with the history in local storage.
import {
  appTrackingCookieName,
  consentCookieName,
  consentMaxAgeMs,
  consentStorageKey,
  parseConsentRecord,
  serializeConsentCookie,
  type ConsentRecord,
} from "@shop/shared";

const maxAgeSeconds = Math.floor(consentMaxAgeMs / 1000);

/** The stored record with its history, or undefined (nothing stored, storage blocked). */
export function readStoredConsent(): ConsentRecord | undefined {
  try {
    return parseConsentRecord(localStorage.getItem(consentStorageKey));
  } catch {
    return undefined;
  }
}

/** Stores a record in its cookie (without history) and in local storage (with it). */
export function storeConsent(record: ConsentRecord): void {
  document.cookie = `${consentCookieName}=${serializeConsentCookie(record)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the cookie alone still holds the decision.
  }
}

/** A cookie of this page by name, or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** `#denyAppConsent`: the app's tracking permission is denied (core spec point 2). */
export function storeAppTrackingDenied(): void {
  document.cookie = `${appTrackingCookieName}=false; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/**
 * Removes the cookies of services now off: each name, or every cookie whose name starts with a
 * pattern's part before `*`, on this host and its parent domains (trackers set them there).
 */
export function removeCookies(patterns: readonly string[]): void {
  const names = document.cookie
    .split("; ")
    .map((cookie) => cookie.split("=")[0] ?? "")
    .filter((name) =>
      patterns.some((pattern) =>
        pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
      ),
    );
  const host = location.hostname.split(".");
  const domains = host.map((_, index) => host.slice(index).join("."));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}
