import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiError } from "@shop/shared";
import {
  apiShop,
  countOrRefuse,
  jsonBody,
  type Mailer,
  type RateLimit,
  type RateLimits,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";
import { validateContactForm } from "../contact/contact-rules.ts";
import { contactEmail } from "../mail/contact-email.ts";
import type { ContactStore } from "../store/contact-store.ts";
import type { UserStore } from "../store/user-store.ts";
import type { AfterAnswer } from "./after-answer.ts";
import { registeredCustomer } from "./signed-in-customer.ts";

/**
 * Contact messages one customer may send in an hour: enough for a real conversation, too few to
 * flood the service team or use the confirmation e-mails as a mail cannon.
 */
export const contactLimit: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

/** What the contact call needs. */
export interface ContactApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly store: ContactStore;
  readonly rateLimits: RateLimits;
  readonly mailer: Mailer;
  readonly afterAnswer: AfterAnswer;
}

/**
 * The account contact form's call (issue 17), mounted at `/api`: `POST /user/contact/?locale=`
 * stores the signed-in customer's message and mails a confirmation in the page's language to
 * the account's own address (never to the form's: the shop must not mail strangers on anyone's
 * say). Refused input is 400 with the fields, too many messages 429; both store nothing.
 */
export function contactApiRoutes(sources: ContactApiSources): Hono {
  const { shops, sessions, users, store } = sources;
  const app = new Hono();

  app.post("/user/contact/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    const { shop, context } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    const form = validateContactForm(await jsonBody(c));
    if (!form.ok) {
      return c.json<ApiError>(
        {
          error: "Some fields are not filled in correctly",
          key: "auth.checkFields",
          fields: form.errors,
        },
        400,
      );
    }
    try {
      await countOrRefuse(c, sources.rateLimits, [[`contact:account:${user.id}`, contactLimit]]);
    } catch (error) {
      if (!(error instanceof HTTPException) || error.status !== 429) throw error;
      return c.json<ApiError>({ error: error.message, key: "auth.tooManyAttempts" }, 429);
    }
    await store.add({ userId: user.id, shopId: shop.shopId, locale: context.locale }, form.value);
    const mail = contactEmail({
      language: context.language,
      brandName: shop.brandName,
      name: form.value.name,
      subject: form.value.subject,
      message: form.value.message,
    });
    sources.afterAnswer.run("contact.mailFailed", () =>
      sources.mailer.send({ to: user.email, locale: context.locale, ...mail }),
    );
    c.header("cache-control", "private, no-store");
    return c.json({ statusCode: 201 }, 201);
  });

  return app;
}
