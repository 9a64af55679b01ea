import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { consentActions, type ApiError, type ConsentAction } from "@shop/shared";
import {
  jsonBody,
  type Database,
  type RateLimit,
  type RateLimits,
  type ShopDirectory,
} from "@shop/shared/platform";
import { addConsentDecision, type ConsentDecision } from "../store/consent-log-store.ts";
import { sameSiteOnly } from "./same-site.ts";

/** The most a decision may carry: one page address and a few dozen services. */
export const consentLogBounds = { bodyBytes: 4096, hrefLength: 2048, services: 50, nameLength: 64 };

/**
 * Decisions per client address: a visitor decides a handful of times a visit; 60 in ten minutes
 * leaves room for several visitors behind one address (an office, a mobile carrier), and keeps a
 * script from filling the table.
 */
export const consentLogLimit: RateLimit = { max: 60, windowMs: 10 * 60_000 };

const badDecision = (message: string) => new HTTPException(400, { message });

/** Checks a consent log call's body (core spec point 7); anything else is a 400 that says why. */
export function parseConsentDecision(value: unknown, shops: ShopDirectory): ConsentDecision {
  const body = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const { action, shopId, href, version, consents } = body;
  if (typeof action !== "string" || !(consentActions as readonly string[]).includes(action)) {
    throw badDecision(`action must be one of ${consentActions.join(", ")}`);
  }
  if (typeof shopId !== "string" || !shops.shops.some((shop) => shop.shopId === shopId)) {
    throw badDecision("shopId must name one of the shop's shops");
  }
  if (
    typeof href !== "string" ||
    href.length > consentLogBounds.hrefLength ||
    !URL.canParse(href)
  ) {
    throw badDecision(
      `href must be the page's address, at most ${consentLogBounds.hrefLength} characters`,
    );
  }
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw badDecision("version must be a positive whole number");
  }
  const entries = typeof consents === "object" && consents !== null ? Object.entries(consents) : [];
  if (
    entries.length === 0 ||
    entries.length > consentLogBounds.services ||
    entries.some(
      ([name, status]) =>
        !/^[a-z0-9_]+$/.test(name) ||
        name.length > consentLogBounds.nameLength ||
        typeof status !== "boolean",
    )
  ) {
    throw badDecision(
      `consents must map up to ${consentLogBounds.services} service names to true or false`,
    );
  }
  return {
    action: action as ConsentAction,
    shopId,
    href,
    version,
    consents: Object.fromEntries(entries),
  };
}

export interface ConsentLogDeps {
  readonly db: Database;
  readonly shops: ShopDirectory;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
}

/**
 * The consent log (core spec point 7): `POST /log/` keeps each decision a visitor makes, so the
 * shop can prove a consent later. Over 4 KB → 413; more than 60 decisions from an address in ten
 * minutes → 429 with Retry-After; a body that is not a decision → 400 with what is wrong. Nothing
 * is stored in any of these cases.
 */
export function consentLogRoutes(deps: ConsentLogDeps): Hono {
  const app = new Hono();
  const limitSize = bodyLimit({
    maxSize: consentLogBounds.bodyBytes,
    onError: () => {
      throw new HTTPException(413, { message: "A consent decision is at most 4 KB" });
    },
  });
  app.post("/log/", sameSiteOnly(), limitSize, async (c) => {
    const bucket = `consent-log:address:${deps.clientAddress(c)}`;
    const wait = await deps.rateLimits.retryAfter(bucket, consentLogLimit);
    if (wait > 0) {
      c.header("retry-after", String(wait));
      return c.json<ApiError>({ error: "Too many consent decisions; please wait a little" }, 429);
    }
    const decision = parseConsentDecision(await jsonBody(c), deps.shops);
    await deps.rateLimits.hit(bucket);
    await addConsentDecision(deps.db, decision);
    return c.body(null, 204);
  });
  return app;
}
