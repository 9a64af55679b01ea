import { randomUUID } from "node:crypto";

/** The edge's canary key cookie: technical, set only when a canary decided a slice's version. */
export const releaseKeyCookie = "edge_release_key";
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The visitor's canary key from the cookie, or a new one to set (issue 6: sticky per visitor). */
export function releaseVisitorKey(cookies: Readonly<Record<string, string>>): {
  key: string;
  isNew: boolean;
} {
  const known = cookies[releaseKeyCookie];
  if (known && keyPattern.test(known)) return { key: known, isNew: false };
  // A random UUID (122 random bits): Node draws them from a pooled batch of entropy, where a
  // `randomBytes` call per visitor without a key cost a system call on every such page.
  return { key: randomUUID(), isNew: true };
}

/** The `Set-Cookie` value that keeps a visitor's key for a year. */
export function releaseKeySetCookie(key: string, secure: boolean): string {
  return `${releaseKeyCookie}=${key}; Max-Age=${oneYearSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
