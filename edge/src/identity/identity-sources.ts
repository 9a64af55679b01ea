import type { EdgeConfig } from "../config.ts";
import type { ShopDatabase } from "../db/database.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import type { Logger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { AuthService } from "./auth-service.ts";
import { NewsletterStore } from "./newsletter.ts";
import { Ownership } from "./ownership.ts";
import { PasswordReset } from "./password-reset.ts";
import { ListedBreachedPasswords, RangeApiBreachedPasswords } from "./breached-passwords.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { SessionCookie } from "./session-cookie.ts";
import { SessionStore } from "./session-store.ts";
import { UserStore } from "./user-store.ts";

/** Sessions, customers, sign-in and password reset over the shop's database. */
export function identitySources(
  config: EdgeConfig,
  db: ShopDatabase,
  shops: ShopRegistry,
  logger: Logger,
) {
  const users = new UserStore(db);
  const sessions = new SessionStore(db);
  const limiter = new RateLimiter(db);
  const breached = config.passwordRangeUrl
    ? new RangeApiBreachedPasswords(config.passwordRangeUrl)
    : new ListedBreachedPasswords();
  return {
    shops,
    users,
    sessions,
    cookie: new SessionCookie(shops.secure),
    breached,
    auth: new AuthService(users, limiter, breached),
    reset: new PasswordReset({
      db,
      users,
      sessions,
      limiter,
      mailer: createMailer(config.mail),
      logger,
    }),
    newsletter: new NewsletterStore(db),
    ownership: new Ownership(db),
    trustedProxies: config.trustedProxies,
  };
}

export type IdentitySources = ReturnType<typeof identitySources>;
