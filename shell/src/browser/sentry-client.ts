import {
  addBreadcrumb,
  captureException,
  init,
  withScope,
  type Breadcrumb,
  type ErrorEvent,
} from "@sentry/browser";
import {
  errorTracing,
  monitoringTunnelPath,
  scrubPersonalData,
  sliceOfScript,
  sliceRelease,
  type MonitoringConfig,
  type RuntimeConfig,
} from "@shop/shared";
import type { ErrorTags } from "./monitoring.ts";
import type { tracingIntegration } from "./sentry-tracing.ts";

/** The shell's own version, from the script the page loaded it with. */
function shellVersion(): string {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>("script[src]")];
  const shell = scripts.map((script) => sliceOfScript(script.src)).find((s) => s?.mfe === "shell");
  return shell?.version ?? "unknown";
}

/**
 * The slice version an event came from: the tags a fragment's failure carries, else the innermost
 * stack frame in a shop script (`/_mfe/{slice}/{version}/…`), else the shell.
 */
function eventOrigin(event: ErrorEvent, shell: string): { mfe: string; version: string } {
  const tagged = event.tags?.slice;
  const taggedVersion = event.tags?.slice_version;
  if (typeof tagged === "string" && typeof taggedVersion === "string") {
    return { mfe: tagged, version: taggedVersion };
  }
  const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? []);
  for (const frame of frames.reverse()) {
    const origin = frame.filename ? sliceOfScript(frame.filename) : undefined;
    if (origin) return origin;
  }
  return { mfe: "shell", version: shell };
}

/** What the loader hands the client besides the page's configuration. */
export interface SentryStart {
  /** Given in the page views the loader drew for tracing (10 %), which then send their trace. */
  readonly tracing: ReturnType<typeof tracingIntegration> | undefined;
  /** Recorded before the client loaded, oldest first (`breadcrumbs.ts`). */
  readonly breadcrumbs: readonly Breadcrumb[];
}

/**
 * Initialises the Sentry client once, with the spec's limits (points 7 and 9), and adds the
 * breadcrumbs recorded before it loaded.
 */
export function startSentry(
  config: RuntimeConfig,
  monitoring: MonitoringConfig,
  { tracing, breadcrumbs }: SentryStart,
): (error: unknown, tags?: ErrorTags) => void {
  const shell = shellVersion();
  init({
    dsn: monitoring.dsn,
    tunnel: monitoringTunnelPath,
    environment: monitoring.environment,
    release: sliceRelease("shell", shell),
    sendDefaultPii: false,
    // The 10 % draw happened in the loader (monitoring.ts), so the others never load tracing.
    tracesSampleRate: tracing ? 1 : 0,
    // No session envelope per page view and no client reports: the edge counts page views per
    // slice version itself, and the tunnel is for errors and the sampled traces only.
    sendClientReports: false,
    integrations: (defaults) => {
      const kept = defaults.filter((integration) => integration.name !== "BrowserSession");
      return tracing ? [...kept, tracing] : kept;
    },
    maxBreadcrumbs: errorTracing.maxBreadcrumbs,
    maxValueLength: errorTracing.maxMessageLength,
    transportOptions: {
      bufferSize: errorTracing.maxQueuedSends,
      headers: { "content-type": "application/x-sentry-envelope" },
    },
    initialScope: {
      tags: {
        shop: config.shop.shopId,
        locale: config.shop.locale,
        page_type: monitoring.pageType,
      },
    },
    beforeSend(event) {
      const origin = eventOrigin(event, shell);
      return scrubPersonalData({
        ...event,
        release: sliceRelease(origin.mfe, origin.version),
        tags: { ...event.tags, slice: origin.mfe, slice_version: origin.version },
      });
    },
    beforeSendTransaction: (event) => scrubPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  for (const breadcrumb of breadcrumbs) addBreadcrumb(breadcrumb);
  return (error, tags) =>
    withScope((scope) => {
      if (tags) scope.setTags(tags);
      captureException(error);
    });
}
