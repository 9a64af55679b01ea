// The wire contract of the edge's internal platform API (issue 14, point 5): what a standalone
// slice process asks the edge for (shops, sessions, rate limits, mail) and what it gets back. The
// edge validates the bodies with these schemas; the slice process validates the answers.
import { z } from "zod";
import { languages, locales } from "../../i18n/languages.ts";
import type { ShopConfigResponse } from "../../shops/shop-options.ts";
import { brands, countries } from "../../shops/shops.ts";
import { holdings } from "../sessions.ts";

/** Where the edge mounts its internal platform API. */
export const platformApiPath = "/_platform";

/** The header by which the edge proves to a standalone slice process that a request came through it. */
export const edgeTokenHeader = "x-shop-edge-token";

/** `SHOP_INTERNAL_TOKEN`, the secret between the edge and the slice processes: at least this long. */
export const minimumInternalTokenLength = 16;

/** A session cookie's value as the slice passes it on; anything longer is no session id. */
const sessionId = z.string().min(1).max(256);
const userId = z.string().min(1).max(128);
const bucket = z.string().min(1).max(512);

/** The request bodies of the platform API's calls, by call. */
export const platformApiBodies = {
  sessionsFind: z.object({ id: sessionId }),
  sessionsCreate: z.object({ userId: userId.nullable() }),
  sessionsRotate: z.object({ oldId: sessionId.optional(), userId: userId.nullable() }),
  sessionsEnd: z.object({ id: sessionId }),
  sessionsEndAll: z.object({
    userId,
    exceptIdHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  }),
  sessionsOwns: z.object({ id: sessionId, userId }),
  sessionsHolding: z.object({ id: sessionId.optional(), userId }),
  sessionsAnonymousIds: z.object({ id: sessionId }),
  rateLimitsRetryAfter: z.object({
    bucket,
    limit: z.object({ max: z.int().positive(), windowMs: z.int().positive() }),
  }),
  rateLimitsHit: z.object({ buckets: z.array(bucket).min(1).max(20) }),
  rateLimitsClear: z.object({ bucket }),
  mail: z.object({
    message: z.object({
      to: z.string().min(3).max(320),
      subject: z.string().max(1000),
      text: z.string().max(200_000),
      html: z.string().max(500_000),
      locale: z.string().min(2).max(10),
    }),
  }),
} as const;

export type PlatformApiBody<Call extends keyof typeof platformApiBodies> = z.infer<
  (typeof platformApiBodies)[Call]
>;

const sessionSchema = z.object({
  id: z.string(),
  idHash: z.string(),
  userId: z.string().nullable(),
});

/** The answers of the platform API's calls that answer something (the rest answer 204). */
export const platformApiAnswers = {
  session: z.object({ session: sessionSchema.nullable() }),
  owns: z.object({ owns: z.boolean() }),
  holding: z.object({ holding: z.enum(holdings) }),
  anonymousIds: z.object({ anonymousIds: z.array(z.string()) }),
  retryAfter: z.object({ retryAfter: z.number().nonnegative() }),
} as const;

const shopContextSchema = z.object({
  brand: z.enum(brands),
  country: z.enum(countries),
  language: z.enum(languages),
  locale: z.enum(locales),
  currency: z.enum(["EUR", "CHF"]),
  shopId: z.string(),
});

/**
 * The browser's shop config is the edge's to compute and the slice's to pass on unchanged: only
 * its identity is checked here, the rest is the edge's validated shop configuration.
 */
const configResponseSchema = z.custom<ShopConfigResponse>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    "shopId" in value &&
    "options" in value &&
    "shipping" in value,
  { message: "a shop config" },
);

/** `GET /_platform/shops`: everything a `ShopDirectory` answers, for every shop and language. */
export const shopsSnapshotSchema = z.object({
  secure: z.boolean(),
  /** The platform's session cookie, which the slice process reads and writes the same way. */
  sessionCookie: z.object({
    name: z.string().min(1),
    secure: z.boolean(),
    maxAgeSeconds: z.int().positive(),
  }),
  shops: z
    .array(
      z.object({
        shop: z.object({
          shopId: z.string(),
          brand: z.enum(brands),
          brandName: z.string(),
          country: z.enum(countries),
          currency: z.enum(["EUR", "CHF"]),
          languages: z.array(z.enum(languages)).min(1),
          defaultLanguage: z.enum(languages),
          domains: z.array(z.string()).min(1),
          recommendationService: z.string(),
        }),
        origin: z.string(),
        languages: z.array(
          z.object({
            language: z.enum(languages),
            context: shopContextSchema,
            configResponse: configResponseSchema,
          }),
        ),
      }),
    )
    .min(1),
});

export type ShopsSnapshot = z.infer<typeof shopsSnapshotSchema>;

/** The platform's session cookie as the `/shops` snapshot describes it. */
export type SessionCookieSettings = ShopsSnapshot["sessionCookie"];
