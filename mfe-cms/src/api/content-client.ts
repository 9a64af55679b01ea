import type { Hono } from "hono";
import StoryblokClient from "storyblok-js-client";
import type { ContentSettings } from "./content-settings.ts";
import { contentServicePath, deliveryBasePath } from "./content-service/index.ts";

/**
 * Storyblok's client behaviour as the spec fixes it (catalogue spec points 8 and 9): 5 requests
 * a second (3 with a management token), a 429 retried after 300 ms at most 10 times. Any status
 * outside 200–206 is rejected, linked ids are fetched in batches of 50 and relations resolved two
 * levels deep by the client itself. A call unanswered after 3 s is given up (decision 0054):
 * without a bound, a delivery API that takes calls and never answers would hold the read of the
 * space's cache version for ever, and no publication would reach the shop after it recovered.
 */
export const contentRequestLimits = {
  rateLimit: 5,
  managementRateLimit: 3,
  maxRetries: 10,
  retriesDelay: 300,
  timeoutSeconds: 3,
} as const;

/** Identifies the shop to the content service (catalogue spec point 7: requests carry an agent header). */
const agentHeaders = { "SB-Agent": "wohnfein-shop", "SB-Agent-Version": "1.0.0" };

/**
 * The official client the shop reads content with: at Storyblok when `deliveryUrl` is set, else
 * at the embedded service, called in-process through its Hono app (no port, no network hop).
 * Published responses are cached in memory and flushed when a response brings a new `cv`.
 */
export function contentClient(
  settings: ContentSettings,
  service: Hono,
  accessToken = settings.tokens.public,
): StoryblokClient {
  const embedded = settings.deliveryUrl === undefined;
  return new StoryblokClient({
    accessToken,
    endpoint: settings.deliveryUrl ?? `http://content.embedded${deliveryBasePath}`,
    ...(embedded
      ? {
          fetch: (input: RequestInfo | URL, init?: RequestInit) =>
            Promise.resolve(service.request(embeddedPath(input), init)),
        }
      : {}),
    headers: agentHeaders,
    rateLimit: contentRequestLimits.rateLimit,
    maxRetries: contentRequestLimits.maxRetries,
    retriesDelay: contentRequestLimits.retriesDelay,
    timeout: contentRequestLimits.timeoutSeconds,
    cache: { type: "memory", clear: "auto" },
  });
}

/** A client for the management API (writes), limited to 3 requests a second. */
export function contentManagementClient(
  endpoint: string,
  managementToken: string,
): StoryblokClient {
  return new StoryblokClient({
    oauthToken: managementToken,
    endpoint,
    headers: agentHeaders,
    rateLimit: contentRequestLimits.managementRateLimit,
    maxRetries: contentRequestLimits.maxRetries,
    retriesDelay: contentRequestLimits.retriesDelay,
  });
}

/** The path and query of a URL the client built for the embedded service. */
function embeddedPath(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!url.pathname.startsWith(contentServicePath))
    throw new Error(`Not a content call: ${url.pathname}`);
  return `${url.pathname}${url.search}`;
}
