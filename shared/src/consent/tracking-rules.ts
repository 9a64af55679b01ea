// Pure rules of the consent slice's tracking (core spec points 5, 7 and 9; catalogue spec points
// 5, 7 and 8): what may run after which consent, and the checks on what it sends.

/** Catalogue spec point 5: a tag-manager container id is `GTM-` and uppercase letters or digits. */
export const gtmIdPattern = /^GTM-[A-Z0-9]+$/;

/**
 * Why a tag-manager container id is not valid, with a suggested correction (catalogue spec
 * point 5: "not a valid GTM-ID"), or undefined when it is.
 */
export function gtmIdProblem(id: string): string | undefined {
  if (gtmIdPattern.test(id)) return undefined;
  const core = id
    .trim()
    .toUpperCase()
    .replace(/^GTM[-_ ]?/, "")
    .replace(/[^A-Z0-9]/g, "");
  const suggestion = core === "" ? "GTM-XXXXXXX" : `GTM-${core}`;
  return `"${id}" is not a valid GTM-ID; did you mean "${suggestion}"?`;
}

/** The tag manager's script on the configured host (`https://www.googletagmanager.com`). */
export function gtmScriptUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, "")}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** The query parameter carrying a PAYBACK scan code (core spec point 5). */
export const scanCodeParameter = "scanCode";

/**
 * Core spec point 5: a scan code of at most 5 digits is kept only while PAYBACK storage consent
 * is on. Returns the code to keep, or undefined (not a scan code, or no consent).
 */
export function keptScanCode(
  value: string | null | undefined,
  paybackStorage: boolean,
): string | undefined {
  if (!paybackStorage || value == null) return undefined;
  return /^\d{1,5}$/.test(value) ? value : undefined;
}

/**
 * The page address without the scan-code parameter, when it carries one that may not be kept
 * (so it leaves no trace in the history or a shared link); undefined when nothing changes.
 */
export function addressWithoutScanCode(href: string, paybackStorage: boolean): string | undefined {
  const url = new URL(href);
  const value = url.searchParams.get(scanCodeParameter);
  if (value === null || keptScanCode(value, paybackStorage) !== undefined) return undefined;
  url.searchParams.delete(scanCodeParameter);
  return url.href;
}

/** Core spec point 9: the anonymous analytics id's local-storage key. */
export const anonymousIdKey = "ga:user";

/**
 * The anonymous id under `ga:user`: kept while analytics storage is allowed (a stored one that
 * looks like an id is reused, else `create` makes one), and none without that consent (an id
 * that outlives its consent would still single the visitor out).
 */
export function anonymousId(
  stored: string | null,
  analyticsStorage: boolean,
  create: () => string,
): string | undefined {
  if (!analyticsStorage) return undefined;
  return stored !== null && /^[A-Za-z0-9-]{8,64}$/.test(stored) ? stored : create();
}

/** E-mail as it is hashed for the data layer: trimmed and lowercased (core spec point 5). */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** The web-vitals metrics the performance beacon reports (catalogue spec point 7). */
export const vitalMetrics = ["CLS", "INP", "LCP", "TTFB", "FCP", "FID"] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/**
 * The 75th percentile by the nearest-rank method (the value the web-vitals thresholds are judged
 * at): the smallest value at least 75 % of the values are less than or equal to. Undefined for
 * no values.
 */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}
