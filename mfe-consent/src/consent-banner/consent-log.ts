import {
  pageMarkup,
  type ConsentAction,
  type ConsentRecord,
  type RuntimeConfig,
} from "@shop/shared";
import { callShopApi, ShopApiError } from "@shop/shared/api-client";

/** The consent slice's endpoint that keeps each decision (core spec point 7, consent log). */
export const consentLogPath = "/api/consent/log/";

/** The edge's runtime config of this page (`RuntimeConfig`), or nothing. */
export function runtimeConfig(): Partial<RuntimeConfig> {
  try {
    const element = document.getElementById(pageMarkup.runtimeConfigId);
    return JSON.parse(element?.textContent ?? "{}") as Partial<RuntimeConfig>;
  } catch {
    return {};
  }
}

/**
 * Sends a decision to the consent log (core spec point 7), except in development (a page whose
 * edge announces rebuilds). It outlives a reload that follows the decision (keepalive); its
 * failure is reported to the shop's error reporting and never shown (core spec point 8).
 */
export function logConsent(action: ConsentAction, shopId: string, record: ConsentRecord): void {
  const config = runtimeConfig();
  if (config.devReloadUrl) return;
  // Loaded only on failure: the reporting module is browser-only and rarely needed.
  const report = (message: string) =>
    void import("@shop/shared/browser").then(({ reportFragmentError }) =>
      reportFragmentError({
        mfe: "mfe-consent",
        version: config.remotes?.["mfe-consent"]?.version ?? "unknown",
        fragment: "consentBanner",
        phase: "render",
        message: `consent log: ${message}`,
      }),
    );
  void callShopApi(consentLogPath, {
    method: "POST",
    keepalive: true,
    body: {
      action,
      shopId,
      href: location.href,
      version: record.version,
      consents: record.services,
    },
  }).catch((error: unknown) =>
    report(
      error instanceof ShopApiError && error.failure === "refused"
        ? `status ${error.status}`
        : String(error),
    ),
  );
}
