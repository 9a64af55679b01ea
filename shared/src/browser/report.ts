import { fragmentErrorPath, type FragmentErrorReport } from "../composition/runtime-config.ts";

/** Sends a fragment failure to the edge (which counts it per slice and version). */
export function reportFragmentError(report: FragmentErrorReport): void {
  const url = fragmentErrorPath;
  const body = JSON.stringify(report);
  if (typeof navigator !== "undefined" && navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
}
