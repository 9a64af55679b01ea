import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The SHA-1 range of a password (k-anonymity): 5 hex characters of prefix, 35 of suffix. */
export function sha1Range(password: string): { prefix: string; suffix: string } {
  const digest = createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
  return { prefix: digest.slice(0, 5), suffix: digest.slice(5) };
}

/** Answers the suffixes of known breached passwords whose SHA-1 starts with a prefix. */
export interface BreachedPasswords {
  suffixes(prefix: string): Promise<readonly string[]>;
}

/** The shipped list of the embedded default: `mfe-account/config/breached-passwords.txt`. */
export const defaultBreachedPasswordFile = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "config",
  "breached-passwords.txt",
);

/** The embedded default: a shipped list of breached and common passwords. */
export class ListedBreachedPasswords implements BreachedPasswords {
  private readonly byPrefix = new Map<string, string[]>();

  constructor(file = defaultBreachedPasswordFile) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const password = line.trim();
      if (!password || password.startsWith("#")) continue;
      const { prefix, suffix } = sha1Range(password);
      this.byPrefix.set(prefix, [...(this.byPrefix.get(prefix) ?? []), suffix]);
    }
  }

  suffixes(prefix: string): Promise<readonly string[]> {
    return Promise.resolve(this.byPrefix.get(prefix) ?? []);
  }
}

/**
 * A range API in production (`{url}{prefix}` answers `SUFFIX:COUNT` lines, as Have I Been
 * Pwned's does). A failed call throws; the caller counts that as leaked.
 */
export class RangeApiBreachedPasswords implements BreachedPasswords {
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  async suffixes(prefix: string): Promise<readonly string[]> {
    const response = await fetch(`${this.url}${prefix}`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`password range API answered ${response.status}`);
    return (await response.text())
      .split("\n")
      .map((line) => line.split(":")[0]?.trim().toUpperCase() ?? "")
      .filter(Boolean);
  }
}

/**
 * The leaked-password source (decision 0015): the range API at `passwordRangeUrl` in production
 * (`SHOP_PASSWORD_RANGE_URL`), the shipped list when none is configured.
 */
export function breachedPasswords(passwordRangeUrl?: string): BreachedPasswords {
  return passwordRangeUrl
    ? new RangeApiBreachedPasswords(passwordRangeUrl)
    : new ListedBreachedPasswords();
}

/** Registration's check (core spec point 5): a leaked password or a failed check is refused. */
export async function isLeaked(source: BreachedPasswords, password: string): Promise<boolean> {
  const { prefix, suffix } = sha1Range(password);
  try {
    return (await source.suffixes(prefix)).includes(suffix);
  } catch {
    return true;
  }
}
