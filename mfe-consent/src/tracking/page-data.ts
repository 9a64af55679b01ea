import {
  hasPersonalState,
  lastShopEvent,
  onShopEvent,
  pushToDataLayer,
  type ShopContext,
} from "@shop/shared";
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

/** How long `page-data-ready` waits for the account slice to say who is signed in. */
export const shopperWaitMs = 3000;

/**
 * The signed-in shopper's e-mail hash as the account slice announces it (`account:shopper`): at
 * once when it already has, else its next announcement; null for an anonymous visitor, at once
 * for a visitor without personal state (whose header entry starts only when used, decision 0060),
 * and when the account's header entry has not started within `waitMs` (its code failed to load).
 */
export function announcedEmailHash(waitMs: number = shopperWaitMs): Promise<string | null> {
  const announced = lastShopEvent("account:shopper");
  if (announced) return Promise.resolve(announced.hashedEmail);
  if (!hasPersonalState()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, waitMs);
    const stop = onShopEvent("account:shopper", ({ hashedEmail }) => {
      clearTimeout(timer);
      stop();
      resolve(hashedEmail);
    });
  });
}

/** The shop's environment as the page's runtime config names it. */
function environment(): string {
  const config = runtimeConfig();
  return config.monitoring?.environment ?? (config.devReloadUrl ? "development" : "production");
}

/**
 * Pushes `page-data-ready` (core spec point 7): country, language, brand, environment, page name
 * and type, internal traffic and, for a signed-in shopper, the e-mail hash the account slice
 * announced (the consent slice never sees the e-mail itself).
 */
export async function pushPageDataReady(input: {
  readonly shop: ShopContext;
  readonly pageType: string;
  readonly videosDomain: string | null;
  readonly hashedEmail: Promise<string | null>;
}): Promise<void> {
  const [internal, emailHash] = await Promise.all([
    internalTraffic(input.videosDomain),
    input.hashedEmail,
  ]);
  pushToDataLayer({
    event: "page-data-ready",
    country: input.shop.country,
    language: input.shop.language,
    brand: input.shop.brand,
    environment: environment(),
    page_name: location.pathname,
    page_type: input.pageType,
    internal_traffic: internal,
    ...(emailHash ? { hashed_email: emailHash } : {}),
  });
}
