import { idempotencyKeyHeader, newCommandId } from "../events/commands.ts";
import { isRetriedMethod, shouldRetry } from "./rules.ts";
import { ShopApiError } from "./shop-api-error.ts";

/** The `fetch` a call goes through: the platform's, or a test's or server's own. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** How long a call waits for the shop's answer unless it names its own limit. */
export const defaultTimeoutMs = 10_000;

/** A call's options: `fetch`'s own, a time limit per try, and the `fetch` to use. */
export interface ShopFetchInit extends RequestInit {
  /** How long each try waits for the answer's headers (`defaultTimeoutMs`). */
  readonly timeoutMs?: number;
  readonly fetch?: Fetch;
}

/** One try's signal: aborted by the caller's signal or when the time limit passes. */
function trySignal(timeoutMs: number, outer: AbortSignal | null | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("The shop did not answer in time", "TimeoutError"));
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", forward);
    },
  };
}

/**
 * Calls the shop's API by the rules of core spec point 9 and answers its response, whatever its
 * status: same-origin credentials, JSON accepted, each try limited to `timeoutMs`. A method that
 * is not idempotent carries an `Idempotency-Key` (the caller's, else a new one) and is tried once
 * more, with the same key, on 408, 409, 425, 429, 500, 502, 503 and 504; with a key the caller
 * named (an endpoint that keeps its answers by key, issue 15 point 3) also when no answer came.
 * No answer in time or none at all is a {@link ShopApiError} of status 0; the caller's own abort
 * stays the platform's `AbortError`.
 */
export async function shopFetch(path: string, init: ShopFetchInit = {}): Promise<Response> {
  const { timeoutMs = defaultTimeoutMs, fetch: fetchImpl = fetch, ...request } = init;
  const method = (request.method ?? "GET").toUpperCase();
  const headers = new Headers(request.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  const namedKey = headers.has(idempotencyKeyHeader);
  if (!namedKey && isRetriedMethod(method)) headers.set(idempotencyKeyHeader, newCommandId());
  for (let attempt = 1; ; attempt += 1) {
    const limit = trySignal(timeoutMs, request.signal);
    let response: Response;
    try {
      response = await fetchImpl(path, {
        ...request,
        method,
        credentials: request.credentials ?? "same-origin",
        headers: Object.fromEntries(headers),
        signal: limit.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (namedKey && attempt < 2) continue;
      throw limit.timedOut()
        ? new ShopApiError(0, {}, "timeout", `The shop did not answer within ${timeoutMs} ms`)
        : new ShopApiError(0, {}, "network", String(error));
    } finally {
      limit.done();
    }
    if (!shouldRetry(method, response.status, attempt)) return response;
    await response.body?.cancel();
  }
}
