import type { Locale } from "@shop/shared";
import { shopFetch } from "@shop/shared/api-client";
import { runtimeConfig } from "../consent-banner/consent-log.ts";

/** The consent slice's endpoint that keeps the beacon's measurements. */
export const vitalsPath = "/api/consent/vitals/";

let started = false;

/** The versions of the slices on this page, from the edge's runtime config. */
function sliceVersions(): Record<string, string> {
  const remotes = runtimeConfig().remotes ?? {};
  return Object.fromEntries(
    Object.entries(remotes).flatMap(([mfe, entry]) => (entry ? [[mfe, entry.version]] : [])),
  );
}

/** Sends one page view's measurements; falls back to a keepalive fetch where a beacon is refused. */
function send(body: string): void {
  const blob = new Blob([body], { type: "application/json" });
  let queued: boolean;
  try {
    queued = navigator.sendBeacon(vitalsPath, blob);
  } catch {
    queued = false;
  }
  if (!queued) {
    void shopFetch(vitalsPath, {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body,
    }).catch(() => undefined);
  }
}

/**
 * The performance beacon (catalogue spec point 7, issue 20 point 6): loads `web-vitals` on
 * demand, only once consent allows it (the caller decides), so the page's first-load script does
 * not grow; collects CLS, INP, LCP, TTFB and FCP and sends what changed with
 * `navigator.sendBeacon` whenever the page is hidden or left. Once per page.
 */
export async function startVitalsBeacon(page: { pageType: string; locale: Locale }): Promise<void> {
  if (started) return;
  started = true;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const pending = new Map<string, number>();
  const collect = ({ name, value }: { name: string; value: number }) => pending.set(name, value);
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(collect);
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    send(
      JSON.stringify({
        pageType: page.pageType,
        locale: page.locale,
        path: location.pathname.slice(0, 512),
        versions: sliceVersions(),
        metrics,
      }),
    );
  };
  // On the window: after web-vitals' own listeners on the document have reported their values.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
}
