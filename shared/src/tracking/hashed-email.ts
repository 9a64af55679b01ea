import { normalizedEmail } from "../consent/tracking-rules.ts";

/**
 * `hashed_email` of `page-data-ready` (core spec point 7): the SHA-256 of the trimmed, lowercased
 * e-mail as lowercase hex, the form tag managers match. Web Crypto, so the account slice's server
 * renderer (Node 22) and a browser compute the same value.
 */
export async function hashedEmail(email: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(normalizedEmail(email)),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
