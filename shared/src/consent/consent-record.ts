/** The consent version the shop asks for now; a stored consent of another version is invalid. */
export const currentConsentVersion = 1;

/** Consent lifetime and cookie max age (core spec point 9: 31556926000 ms, one year). */
export const consentMaxAgeMs = 31_556_926_000;

/** The consent team's cookie (team-prefixed, as every cookie a team owns). */
export const consentCookieName = "consent_record";

export type ServiceStatus = Readonly<Record<string, boolean>>;

/** The stored consent (core spec point 3, Consent record). */
export interface ConsentRecord {
  readonly version: number;
  readonly userInteracted: boolean;
  readonly services: ServiceStatus;
  /** ISO timestamp. */
  readonly createdAt: string;
}

export type ConsentInvalidReason = "invalid interaction" | "invalid time" | "invalid version";

/**
 * Core spec point 4: a stored consent is valid only if the visitor interacted, it is under one
 * year old and its version is the current one. Returns the reason it is not, or undefined.
 */
export function consentInvalidReason(
  record: ConsentRecord | undefined,
  now: Date,
  version = currentConsentVersion,
): ConsentInvalidReason | undefined {
  if (!record?.userInteracted) return "invalid interaction";
  const age = now.getTime() - Date.parse(record.createdAt);
  if (!(age >= 0 && age < consentMaxAgeMs)) return "invalid time";
  if (record.version !== version) return "invalid version";
  return undefined;
}

/** Reads a consent record from its cookie value; anything malformed counts as no consent. */
export function parseConsentCookie(value: string | undefined): ConsentRecord | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<ConsentRecord>;
    if (
      typeof parsed.version !== "number" ||
      typeof parsed.userInteracted !== "boolean" ||
      typeof parsed.createdAt !== "string" ||
      typeof parsed.services !== "object" ||
      parsed.services === null
    ) {
      return undefined;
    }
    return parsed as ConsentRecord;
  } catch {
    return undefined;
  }
}

/** The cookie value for a consent record. */
export function serializeConsentCookie(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}
