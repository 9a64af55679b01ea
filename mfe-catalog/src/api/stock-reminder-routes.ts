import { Hono } from "hono";
import type { Context } from "hono";
import type { ApiError, ShopContext } from "@shop/shared";
import {
  apiShop,
  jsonBody,
  type RateLimit,
  type RateLimits,
  type ShopDirectory,
} from "@shop/shared/platform";
import type { StockReminderOutcome } from "../store/stock-reminders.ts";
import {
  stockReminderKeys,
  validateStockReminder,
  type StockReminderKey,
  type StockReminderRequest,
} from "../stock-reminders/stock-reminder-rules.ts";

/**
 * Requests one client may send (decision 0031's anonymous write limits): enough for a family's
 * wishes in a session, too few to fill the table or mail bomb someone's address.
 */
export const stockReminderLimit: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

/** `POST /api/shop/stock-reminders/`'s answer: whether this call stored it (false: known). */
export interface StockReminderResponse {
  readonly stored: boolean;
}

/** What the reminder's call needs. */
export interface StockReminderRouteDeps {
  readonly shops: ShopDirectory;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
  readonly store: (
    shop: ShopContext,
    request: StockReminderRequest,
  ) => Promise<StockReminderOutcome>;
}

const messages: Record<StockReminderKey, string> = {
  [stockReminderKeys.variant]: "variantId must be a variant id",
  [stockReminderKeys.emailRequired]: "Please enter your e-mail address",
  [stockReminderKeys.email]: "Please enter a valid e-mail address",
  [stockReminderKeys.notSoldOut]: "This variant is not sold out; it can be ordered now",
  [stockReminderKeys.tooMany]: "Too many reminder requests; please wait a little and try again",
};

/**
 * Remind when available (catalogue spec point 7, issue 21):
 * `POST /api/shop/stock-reminders/?locale=` with `{ variantId, email }` keeps the request for a
 * sold-out variant of the shop's brand, in the shop's language: 201 `{ stored: true }`, or 200
 * `{ stored: false }` when the same address already waits for it (stored once). Bad input is a
 * 400 `{ error, key }`; an unknown variant 404; a variant that can be bought 409; more than
 * `stockReminderLimit` calls of one client 429 with `Retry-After`. Nothing tells whether another
 * shopper asked, so the call reveals no one's address.
 */
export function stockReminderRoutes(deps: StockReminderRouteDeps): Hono {
  const app = new Hono();
  app.post("/stock-reminders/", async (c) => {
    const { context } = apiShop(deps.shops, c.req.header("host"), c.req.query("locale"));
    const body = await jsonBody(c);
    // Every call counts, bad ones too; over the limit nothing is counted or stored.
    const bucket = `stock-reminder:address:${deps.clientAddress(c)}`;
    const wait = await deps.rateLimits.retryAfter(bucket, stockReminderLimit);
    if (wait > 0) {
      c.header("retry-after", String(wait));
      const key = stockReminderKeys.tooMany;
      return c.json<ApiError>({ error: messages[key], key }, 429);
    }
    await deps.rateLimits.hit(bucket);
    const check = validateStockReminder(body);
    if (!check.ok) return c.json<ApiError>({ error: messages[check.key], key: check.key }, 400);
    const outcome = await deps.store(context, check.value);
    switch (outcome) {
      case "unknownVariant":
        return c.json<ApiError>(
          { error: `No variant ${check.value.variantId}`, key: stockReminderKeys.variant },
          404,
        );
      case "notSoldOut":
        return c.json<ApiError>(
          { error: messages[stockReminderKeys.notSoldOut], key: stockReminderKeys.notSoldOut },
          409,
        );
      case "stored":
        return c.json<StockReminderResponse>({ stored: true }, 201);
      case "alreadyStored":
        return c.json<StockReminderResponse>({ stored: false }, 200);
    }
  });
  return app;
}
