/**
 * The consent version the shop asks for now; a stored consent of another version is invalid.
 * Version 2: the banner asks per category and service (issue 20); version 1 had two buttons.
 */
export const currentConsentVersion = 2;

/** The shop's application version a consent was given in (catalogue spec point 9: 0.2.0). */
export const shopAppVersion = "0.2.0";

/** Consent lifetime and cookie max age (core spec point 9: 31556926000 ms, one year). */
export const consentMaxAgeMs = 31_556_926_000;

/** The consent team's cookie (team-prefixed, as every cookie a team owns). */
export const consentCookieName = "consent_record";

/** The local-storage key of the full record, with each service's history. */
export const consentStorageKey = "consent:record";

/** Entries kept per service in a record's history (core spec point 9: the last 3). */
export const consentHistoryLength = 3;

export type ServiceStatus = Readonly<Record<string, boolean>>;

/** One decision about a service, as its history keeps it. */
export interface ServiceHistoryEntry {
  readonly status: boolean;
  /** ISO timestamp. */
  readonly at: string;
}

/** The stored consent (core spec point 3, Consent record). */
export interface ConsentRecord {
  readonly version: number;
  readonly appVersion: string;
  readonly userInteracted: boolean;
  readonly services: ServiceStatus;
  /** ISO timestamp. */
  readonly createdAt: string;
  /**
   * The last decisions per service, the newest last. Kept in local storage only: the cookie
   * travels with every request and the server needs only the current status.
   */
  readonly history?: Readonly<Record<string, readonly ServiceHistoryEntry[]>>;
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

function isServiceStatus(value: unknown): value is ServiceStatus {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((status) => typeof status === "boolean")
  );
}

/** Reads a consent record from JSON; anything malformed counts as no consent. */
export function parseConsentRecord(json: string | null | undefined): ConsentRecord | undefined {
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(json) as Partial<ConsentRecord>;
    if (
      typeof parsed.version !== "number" ||
      typeof parsed.userInteracted !== "boolean" ||
      typeof parsed.createdAt !== "string" ||
      !isServiceStatus(parsed.services)
    ) {
      return undefined;
    }
    return {
      ...(parsed as ConsentRecord),
      appVersion: typeof parsed.appVersion === "string" ? parsed.appVersion : "",
    };
  } catch {
    return undefined;
  }
}

/** Reads a consent record from its cookie value; anything malformed counts as no consent. */
export function parseConsentCookie(value: string | undefined): ConsentRecord | undefined {
  if (!value) return undefined;
  try {
    return parseConsentRecord(decodeURIComponent(value));
  } catch {
    return undefined;
  }
}

/** The cookie value for a consent record: everything but the history. */
export function serializeConsentCookie({ history: _history, ...record }: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}
