import { runtimeConfig } from "../consent-banner/consent-log.ts";

/**
 * Reports a tracking failure through the shop's one browser report channel, counted for the
 * consent slice's version (core spec point 8: reported, never shown). The reporting module is
 * browser-only and rarely needed, so it loads only on a failure.
 */
export function reportTrackingProblem(message: string): void {
  const version = runtimeConfig().remotes?.["mfe-consent"]?.version ?? "unknown";
  void import("@shop/shared/browser").then(({ reportFragmentError }) =>
    reportFragmentError({
      mfe: "mfe-consent",
      version,
      fragment: "consentBanner",
      phase: "render",
      message,
    }),
  );
}
