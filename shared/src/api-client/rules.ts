/**
 * HTTP methods that are idempotent (RFC 9110 section 9.2.2): repeating one has the effect of
 * sending it once, so core spec point 9 retries them zero times.
 */
export const idempotentMethods: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "OPTIONS",
  "TRACE",
  "PUT",
  "DELETE",
]);

/** Core spec point 9: the statuses on which a non-idempotent call is tried once more. */
export const retriedStatuses: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Whether a method may be retried at all (it is not idempotent, so it carries a key). */
export function isRetriedMethod(method: string): boolean {
  return !idempotentMethods.has(method.toUpperCase());
}

/**
 * Core spec point 9, HTTP retry: idempotent methods zero times, the others once on 408, 409, 425,
 * 429, 500, 502, 503 and 504. `attempt` counts the calls made so far (1 after the first).
 */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return attempt < 2 && isRetriedMethod(method) && retriedStatuses.has(status);
}

/**
 * Catalogue spec point 5: status 200 and 201 count as success. 204 too: the shop's own endpoints
 * answer it for "done, nothing to return" (decision 0052).
 */
export function isSuccess(status: number): boolean {
  return status === 200 || status === 201 || status === 204;
}
