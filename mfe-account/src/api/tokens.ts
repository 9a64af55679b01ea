import { createHash, randomBytes } from "node:crypto";

/** A secret for a link in an e-mail (reset, confirmation): 256 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a link token: its SHA-256, so a copy of the table confirms nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
