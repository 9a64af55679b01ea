import type { Context } from "hono";
import type { Mailer } from "../mail.ts";
import type { RateLimits } from "../rate-limits.ts";
import type { PlatformApiClient } from "./platform-api-client.ts";
import { platformApiAnswers } from "./platform-api-contract.ts";

/** The platform's rate limits, counted by the edge (so every process sees one count). */
export function remoteRateLimits(api: PlatformApiClient): RateLimits {
  const limits: RateLimits = {
    retryAfter: async (bucket, limit) =>
      (
        await api.post(
          "/rate-limits/retry-after",
          { bucket, limit: { max: limit.max, windowMs: limit.windowMs } },
          platformApiAnswers.retryAfter,
        )
      ).retryAfter,
    async longestWait(checks) {
      const waits = await Promise.all(
        checks.map(([bucket, limit]) => limits.retryAfter(bucket, limit)),
      );
      return Math.max(0, ...waits);
    },
    hit: (...buckets) =>
      buckets.length === 0 ? Promise.resolve() : api.send("/rate-limits/hit", { buckets }),
    clear: (bucket) => api.send("/rate-limits/clear", { bucket }),
  };
  return limits;
}

/** The platform's mailer: the edge sends (its transport, its sender, its outbox). */
export function remoteMailer(api: PlatformApiClient): Mailer {
  return {
    send: ({ to, subject, text, html, locale }) =>
      api.send("/mail", { message: { to, subject, text, html, locale } }),
  };
}

/**
 * The client's address in a standalone slice process: the `X-Forwarded-For` the edge set from its
 * own view of the client. The process answers only requests carrying the edge's token, and the
 * edge drops whatever forwarding headers a client sent, so the header is the edge's word.
 */
export function forwardedClientAddress(c: Context): string {
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? "unknown";
}
