import { browserTracingIntegration } from "@sentry/browser";
import { errorTracing } from "@shop/shared";

/** Page-load and interaction traces with the spec's timeouts (point 9); loaded for sampled views only. */
export function tracingIntegration() {
  return browserTracingIntegration({
    idleTimeout: errorTracing.idleTimeoutMs,
    finalTimeout: errorTracing.finalTimeoutMs,
    childSpanTimeout: errorTracing.childSpanTimeoutMs,
  });
}
