/** A password's SHA-1 in hex capitals, cut as the range check asks: 5 characters, then 35. */
export async function passwordHashRange(
  password: string,
): Promise<{ readonly prefix: string; readonly suffix: string }> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  const hex = [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
  return { prefix: hex.slice(0, 5), suffix: hex.slice(5) };
}

/**
 * Core spec points 5 and 7, the leaked-password check before a new password is sent: only the
 * first 5 characters of its SHA-1 leave the browser (`GET /api/user/check-password/?hash=`); a
 * suffix in the answer means leaked, and a failed check counts as leaked (point 8).
 */
export async function isLeakedPassword(
  password: string,
  suffixesOf: (prefix: string) => Promise<readonly string[]>,
): Promise<boolean> {
  try {
    const { prefix, suffix } = await passwordHashRange(password);
    const suffixes = await suffixesOf(prefix);
    return suffixes.some((candidate) => candidate.toUpperCase() === suffix);
  } catch {
    return true;
  }
}
