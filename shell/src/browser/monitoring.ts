import { errorTracing, type RuntimeConfig } from "@shop/shared";
import { whenLoadedAndIdle } from "./hydration-timing.ts";

/** Tags an error carries besides those every event gets (a fragment's slice, version, phase). */
export type ErrorTags = Readonly<Record<string, string>>;

type Capture = (error: unknown, tags?: ErrorTags) => void;

/** Errors kept while the error client loads; the transport's own queue holds as many. */
const maxWaiting = 64;

let capture: Capture | undefined;
const waiting: { error: unknown; tags?: ErrorTags }[] = [];

/** Reports an error: at once when the error client runs, else once it has loaded. */
export function reportError(error: unknown, tags?: ErrorTags): void {
  if (capture) capture(error, tags);
  else if (waiting.length < maxWaiting) waiting.push({ error, tags });
}

/**
 * Starts error reporting (catalogue spec point 7; decision 0037) off the first load: uncaught
 * errors and unhandled rejections are caught from the start and held; once the page has loaded
 * and the browser is idle, the Sentry client (a chunk of its own) takes over both and sends what
 * was held. One page view in ten (the spec's trace sample rate) also loads tracing.
 */
export function startErrorMonitoring(config: RuntimeConfig): void {
  const { monitoring } = config;
  if (!monitoring) return;
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  const traced = Math.random() < errorTracing.tracesSampleRate;
  const start = async () => {
    const [{ startSentry }, tracing] = await Promise.all([
      import("./sentry-client.ts"),
      traced ? import("./sentry-tracing.ts") : undefined,
    ]);
    removeEventListener("error", onError);
    removeEventListener("unhandledrejection", onRejection);
    capture = startSentry(config, monitoring, tracing?.tracingIntegration());
    for (const held of waiting.splice(0)) capture(held.error, held.tags);
  };
  whenLoadedAndIdle(() => void start(), 5000);
}
