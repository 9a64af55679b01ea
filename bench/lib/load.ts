import autocannon from "autocannon";
import { assertLoopback } from "./http.ts";

/** The figures kept from one autocannon run. */
export interface LoadRun {
  readonly url: string;
  readonly requestsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
  readonly requests2xx: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  /** The first request error, so a run of errors says what went wrong. */
  readonly firstError: string | undefined;
}

/** One JSON request's body, and headers of its own over the run's (another shopper's cookie). */
export interface JsonRequest {
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

export interface LoadOptions {
  readonly connections: number;
  readonly headers: Record<string, string>;
  /** Either a duration, or a number of requests after which every response is awaited. */
  readonly until: { readonly seconds: number } | { readonly requests: number };
  /** A JSON call instead of a GET: its method, and a request made afresh for every request. */
  readonly json?: { readonly method: "POST" | "DELETE"; readonly request: () => JsonRequest };
}

/** Runs autocannon against one loopback URL with `connections` open at once. */
export async function load(url: string, options: LoadOptions): Promise<LoadRun> {
  assertLoopback(url);
  let firstError: string | undefined;
  // The callback form is the typed one that also hands back the instance for its events.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        headers: options.json
          ? { ...options.headers, "content-type": "application/json" }
          : options.headers,
        ...(options.json
          ? {
              method: options.json.method,
              requests: [{ setupRequest: withBody(options.json.request) }],
            }
          : {}),
        ...("seconds" in options.until
          ? { duration: options.until.seconds }
          : { amount: options.until.requests }),
      },
      (error: unknown, outcome) => (error ? reject(toError(error)) : resolve(outcome)),
    );
    instance.on("reqError", (error: unknown) => {
      firstError ??= String(error);
    });
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests2xx: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    firstError,
  };
}

/** autocannon's per-request hook that gives each request its own JSON body and headers. */
function withBody(next: () => JsonRequest) {
  return (request: autocannon.Request): autocannon.Request => {
    const { body, headers } = next();
    return { ...request, headers: { ...request.headers, ...headers }, body: JSON.stringify(body) };
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
