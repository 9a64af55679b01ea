import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { pathFor, validateEmail, validatePersonName, type ShopContext } from "@shop/shared";
import {
  apiShop,
  countOrRefuse,
  jsonBody,
  shopInLocale,
  type Mailer,
  type PlatformShop,
  type RateLimit,
  type RateLimits,
  type ShopDirectory,
} from "@shop/shared/platform";
import { newsletterEmail } from "../mail/newsletter-email.ts";
import type { NewsletterSignUp, NewsletterStore } from "../store/newsletter.ts";
import type { AfterAnswer } from "./after-answer.ts";
import { hashToken, newLinkToken } from "./tokens.ts";

/**
 * Limits on newsletter sign-ups (decision 0031): per client (over it, 429), and the confirmation
 * e-mails one address gets (over it, the same answer and no e-mail; the last link mailed keeps
 * working).
 */
export const newsletterLimits = {
  perClient: { max: 10, windowMs: 60 * 60 * 1000 },
  mailsPerAddress: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/** How long a confirmation link works. */
export const confirmationHours = 48;

/** Where the confirmation link points, below the shop's origin. */
const confirmPath = "/api/mcs/selfi/newsletter/confirm/";

/** Salutation codes of the newsletter service (core spec point 7): m=0, f=2, d=4. */
const newsletterBody = z.strictObject({
  name: z.string().max(200),
  email: z.string().max(254),
  source: z.string().min(1).max(60),
  shopId: z.string().max(40),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  salutation: z.union([z.literal(0), z.literal(2), z.literal(4)]),
});

/** What the newsletter sign-up needs. */
export interface NewsletterApiSources {
  readonly shops: ShopDirectory;
  readonly store: NewsletterStore;
  readonly rateLimits: RateLimits;
  readonly mailer: Mailer;
  readonly afterAnswer: AfterAnswer;
  /** The client's address for rate limits, as the platform determines it. */
  readonly clientAddress: (c: Context) => string;
}

/** A valid sign-up with its shop, or a 400 saying what is wrong. */
function parsedSignUp(shops: ShopDirectory, body: unknown) {
  const parsed = newsletterBody.safeParse(body);
  const data = parsed.success ? parsed.data : undefined;
  const email = validateEmail(data?.email);
  const names = [validatePersonName(data?.firstName), validatePersonName(data?.lastName)];
  if (!data || !email.ok || !names.every((name) => name.ok)) {
    throw new HTTPException(400, { message: "The newsletter sign-up is not complete" });
  }
  const shop = shops.shops.find((candidate) => candidate.shopId === data.shopId);
  if (!shop) throw new HTTPException(400, { message: `${data.shopId} is not a shop` });
  const signUp: NewsletterSignUp = {
    email: email.value,
    shopId: data.shopId,
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    salutation: data.salutation,
    source: data.source,
  };
  return { shop, signUp };
}

/**
 * The newsletter sign-up (core spec point 7) by double opt-in (decision 0031), mounted at `/api`:
 * `POST /mcs/selfi/newsletter/` keeps a sign-up pending and mails a link in the sign-up's
 * language (`locale` query, else the shop's first language), after answering 204 either way;
 * `GET /mcs/selfi/newsletter/confirm/` confirms it and lands the shopper on the shop's home page,
 * whose `newsletter` query (`confirmed` or `invalid`) says how it went.
 */
export function newsletterApiRoutes(sources: NewsletterApiSources): Hono {
  const { shops, store, rateLimits } = sources;
  const app = new Hono();

  const mailConfirmation = async (
    shop: PlatformShop,
    context: ShopContext,
    signUp: NewsletterSignUp,
  ) => {
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + confirmationHours * 60 * 60 * 1000);
    if (!(await store.pending(signUp, hashToken(token), expiresAt))) return;
    const query = new URLSearchParams({ locale: context.locale, token });
    const mail = newsletterEmail({
      language: context.language,
      brandName: shop.brandName,
      link: `${shops.origin(shop)}${confirmPath}?${query.toString()}`,
      hoursValid: confirmationHours,
    });
    await sources.mailer.send({ to: signUp.email, locale: context.locale, ...mail });
  };

  app.post("/mcs/selfi/newsletter/", async (c) => {
    const { shop, signUp } = parsedSignUp(shops, await jsonBody(c));
    const { context } = shopInLocale(shops, shop, c.req.query("locale"), { optionalLocale: true });
    await countOrRefuse(c, rateLimits, [
      [`newsletter:address:${sources.clientAddress(c)}`, newsletterLimits.perClient],
    ]);
    const mails = `newsletter:email:${signUp.email}`;
    if ((await rateLimits.retryAfter(mails, newsletterLimits.mailsPerAddress)) === 0) {
      await rateLimits.hit(mails);
      sources.afterAnswer.run("newsletter.failed", () => mailConfirmation(shop, context, signUp));
    }
    return c.body(null, 204);
  });

  app.get("/mcs/selfi/newsletter/confirm/", async (c) => {
    const { context } = apiShop(shops, c.req.header("host"), c.req.query("locale"), {
      optionalLocale: true,
    });
    const confirmed = await store.confirm(hashToken(c.req.query("token") ?? ""));
    const outcome = confirmed ? "confirmed" : "invalid";
    return c.redirect(`${pathFor("home", context.language)}?newsletter=${outcome}`, 303);
  });

  return app;
}
