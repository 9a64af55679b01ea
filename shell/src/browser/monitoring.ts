import { errorTracing, type RuntimeConfig } from "@shop/shared";
import { whenLoadedAndIdle } from "@shop/shared/browser/hydration-timing";
import { recordBreadcrumbs } from "./breadcrumbs.ts";

/** Tags an error carries besides those every event gets (a fragment's slice, version, phase). */
export type ErrorTags = Readonly<Record<string, string>>;

type Capture = (error: unknown, tags?: ErrorTags) => void;

/** Errors kept while the error client loads; the transport's own queue holds as many. */
const maxWaiting = 64;

let capture: Capture | undefined;
let loadClient: (() => void) | undefined;
const waiting: { error: unknown; tags?: ErrorTags }[] = [];

/** Reports an error: at once when the error client runs, else once it has loaded. */
export function reportError(error: unknown, tags?: ErrorTags): void {
  if (capture) capture(error, tags);
  else {
    if (waiting.length < maxWaiting) waiting.push({ error, tags });
    loadClient?.();
  }
}

/**
 * Starts error reporting (catalogue spec point 7; decision 0037) off the first load: uncaught
 * errors and unhandled rejections are caught from the start and held, and breadcrumbs are
 * recorded. The Sentry client (a chunk of its own) loads on the first error, takes over both
 * handlers, adds the breadcrumbs and sends what was held: a page view without an error never
 * downloads it. One page view in ten (the spec's trace sample rate) traces its load, so there the
 * client and tracing load once the page has loaded and the browser is idle.
 */
export function startErrorMonitoring(config: RuntimeConfig): void {
  const { monitoring } = config;
  if (!monitoring) return;
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  const breadcrumbs = recordBreadcrumbs(errorTracing.maxBreadcrumbs);
  const traced = Math.random() < errorTracing.tracesSampleRate;
  const start = async () => {
    loadClient = undefined;
    const [{ startSentry }, tracing] = await Promise.all([
      import("./sentry-client.ts"),
      traced ? import("./sentry-tracing.ts") : undefined,
    ]);
    removeEventListener("error", onError);
    removeEventListener("unhandledrejection", onRejection);
    capture = startSentry(config, monitoring, {
      tracing: tracing?.tracingIntegration(),
      breadcrumbs: breadcrumbs.stop(),
    });
    for (const held of waiting.splice(0)) capture(held.error, held.tags);
  };
  loadClient = () => void start();
  if (traced) whenLoadedAndIdle(() => loadClient?.(), 5000);
}
