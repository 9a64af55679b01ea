import { fragmentErrorPath, type FragmentErrorReport } from "../composition/runtime-config.ts";

declare global {
  interface Window {
    /** The failures this page reported already, as `slice@version:phase` (see below). */
    __shopReportedFailures?: Set<string>;
  }
}

/**
 * Sends a fragment failure to the edge (which counts it per slice and version), once per page
 * for each slice, version and phase: a remote that cannot load fails every fragment of the
 * slice on the page, and that is one failure. Every slice bundles this module, so the page's
 * record lives on `window`.
 */
export function reportFragmentError(report: FragmentErrorReport): void {
  if (typeof window !== "undefined") {
    const reported = (window.__shopReportedFailures ??= new Set());
    const key = `${report.mfe}@${report.version}:${report.phase}`;
    if (reported.has(key)) return;
    reported.add(key);
  }
  const url = fragmentErrorPath;
  // The edge takes messages of up to 1,000 characters; a federation error can be longer.
  const body = JSON.stringify({ ...report, message: report.message.slice(0, 500) });
  // A keepalive fetch outlives the page like sendBeacon, and can say it sends JSON: the edge takes
  // reports only as same-origin JSON, like every other write (issue 16, finding 7).
  void fetch(url, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
  }).catch(() => undefined);
}
