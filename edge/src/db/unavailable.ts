/**
 * Error codes that mean the database cannot be reached right now, not that a query is wrong:
 * the network's (refused, reset, timed out), PostgreSQL's connection class 08 and its shutdown
 * and start-up codes (57P01 to 57P03), and too many connections (53300).
 */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** node-postgres's messages for a connection that ended or never came (they carry no code). */
const unavailableMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/**
 * True when an error, or one it was caused by (drizzle wraps the driver's error as `cause`),
 * says the database is unreachable (issue 25, point 4): the request is answered 503 with
 * `Retry-After`, as a moment's outage, never a 500 or a hang.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && unavailableMessages.some((text) => message.includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}
