import { normalizedEmail, pushToDataLayer, type ShopContext } from "@shop/shared";
import { runtimeConfig } from "../consent-banner/consent-log.ts";

/** Session-storage key of the internal-traffic answer (cached for the session, core spec point 7). */
export const internalTrafficKey = "consent:is-internal";

/**
 * Core spec point 7: `GET {videosDomain}/rum/is_internal`, cached for the session. Its failure
 * means not internal (point 8); with no videos domain configured it is not asked at all.
 */
export async function internalTraffic(videosDomain: string | null): Promise<boolean> {
  if (videosDomain === null) return false;
  try {
    const cached = sessionStorage.getItem(internalTrafficKey);
    if (cached !== null) return cached === "true";
  } catch {
    // Storage blocked: ask every page.
  }
  const internal = await fetch(`${videosDomain}/rum/is_internal`)
    .then((response) => (response.ok ? response.json() : false))
    .then(
      (body: unknown) =>
        body === true ||
        (typeof body === "object" &&
          body !== null &&
          (body as { internal?: unknown }).internal === true),
    )
    .catch(() => false);
  try {
    sessionStorage.setItem(internalTrafficKey, String(internal));
  } catch {
    // Storage blocked: the answer holds for this page only.
  }
  return internal;
}

/** SHA-256 of the lowercased e-mail, hex (core spec point 7: hashed email). */
export async function hashedEmail(email: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(normalizedEmail(email)),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The shop's environment as the page's runtime config names it. */
function environment(): string {
  const config = runtimeConfig();
  return config.monitoring?.environment ?? (config.devReloadUrl ? "development" : "production");
}

/**
 * Pushes `page-data-ready` (core spec point 7): country, language, brand, environment, page name
 * and type, internal traffic and, when the page knows a signed-in shopper's e-mail, its hash.
 */
export async function pushPageDataReady(input: {
  readonly shop: ShopContext;
  readonly pageType: string;
  readonly videosDomain: string | null;
  readonly email?: string;
}): Promise<void> {
  const internal = await internalTraffic(input.videosDomain);
  pushToDataLayer({
    event: "page-data-ready",
    country: input.shop.country,
    language: input.shop.language,
    brand: input.shop.brand,
    environment: environment(),
    page_name: location.pathname,
    page_type: input.pageType,
    internal_traffic: internal,
    ...(input.email ? { hashed_email: await hashedEmail(input.email) } : {}),
  });
}
