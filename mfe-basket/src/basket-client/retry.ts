/** Core spec point 9: the statuses a non-idempotent call is retried on (409 left out, see below). */
export const retryStatuses: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);

const idempotentMethods: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/**
 * Core spec point 9, HTTP retry: idempotent methods are retried zero times, the others once on
 * 408, 425, 429, 500, 502, 503 and 504. The spec also lists 409; the basket answers 409 for a
 * stale version or too little stock, carrying the current basket, so repeating the same call
 * would fail the same way — it is shown instead (decision in the basket team's report).
 * `attempt` counts the calls made so far (1 after the first).
 */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  if (idempotentMethods.has(method.toUpperCase())) return false;
  return attempt < 2 && retryStatuses.has(status);
}

/**
 * A call that got no answer at all (the connection broke, the answer was lost) is repeated once,
 * and only when it carries an `Idempotency-Key`: the shop then answers the repeat with the first
 * call's result instead of running it twice (issue 15, point 3).
 */
export function shouldRetryUnanswered(attempt: number): boolean {
  return attempt < 2;
}
