import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { pathFor, type AuthFormValues, type ShopContext } from "@shop/shared";
import {
  queryRows,
  type Database,
  type Logger,
  type Mailer,
  type RateLimit,
  type RateLimits,
  type Sessions,
} from "@shop/shared/platform";
import { resetEmail } from "../mail/reset-email.ts";
import type { UserStore } from "../store/user-store.ts";
import { hashPassword } from "./passwords.ts";

/** A reset link is valid for an hour (OWASP forgot-password cheat sheet). */
export const resetTokenMinutes = 60;

/** Limits on reset requests (decision 0015): per account and per client address. */
export const resetLimits = {
  perAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  perAddress: { max: 20, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A shopper's request for a reset link, with what the link and the limits need. */
export interface ResetRequest {
  readonly email: string;
  readonly shop: ShopContext;
  /** The shop's configured origin (never the request's Host header). */
  readonly origin: string;
  readonly brandName: string;
  readonly address: string;
}

/**
 * Password reset by e-mail: random single-use tokens stored hashed, valid for an hour. Asking
 * for a reset answers the same for known and unknown addresses, and does the known case's work
 * (token, e-mail) after answering, so timing tells nothing either.
 */
export class PasswordReset {
  private readonly deps: {
    readonly db: Database;
    readonly users: UserStore;
    readonly sessions: Sessions;
    readonly limiter: RateLimits;
    readonly mailer: Mailer;
    readonly logger: Logger;
  };
  /** Work started after answering; tests wait for it. */
  private pending: Promise<void> = Promise.resolve();

  constructor(deps: PasswordReset["deps"]) {
    this.deps = deps;
  }

  /** Seconds to wait when over the limit, else 0; the request is then handled in the background. */
  async request(reset: ResetRequest): Promise<number> {
    const { limiter } = this.deps;
    const accountBucket = `reset:account:${reset.email}`;
    const addressBucket = `reset:address:${reset.address}`;
    const wait = await limiter.longestWait([
      [accountBucket, resetLimits.perAccount],
      [addressBucket, resetLimits.perAddress],
    ]);
    if (wait > 0) return wait;
    await limiter.hit(accountBucket, addressBucket);
    this.pending = this.pending.then(() =>
      this.sendLink(reset).catch((error: unknown) =>
        this.deps.logger.error("reset.failed", { error: String(error) }),
      ),
    );
    return 0;
  }

  /** Resolves once every reset e-mail asked for so far is sent. */
  settled(): Promise<void> {
    return this.pending;
  }

  private async sendLink(reset: ResetRequest): Promise<void> {
    const user = await this.deps.users.registeredByEmail(reset.email);
    if (!user) return;
    const token = randomBytes(32).toString("base64url");
    // A new link replaces the older ones.
    await this.deps.db.execute(sql`delete from password_reset_tokens where user_id = ${user.id}`);
    await this.deps.db.execute(
      sql`insert into password_reset_tokens (token_hash, user_id, expires_at)
        values (${hashToken(token)}, ${user.id}, ${new Date(Date.now() + resetTokenMinutes * 60_000)})`,
    );
    const link = `${reset.origin}${pathFor("newPassword", reset.shop.language)}?token=${token}`;
    const mail = resetEmail({
      language: reset.shop.language,
      brandName: reset.brandName,
      link,
      minutesValid: resetTokenMinutes,
    });
    await this.deps.mailer.send({ to: user.email, locale: reset.shop.locale, ...mail });
  }

  /**
   * Sets a new password with a token: only once, only within the hour. Every session of the
   * customer ends; they log in with the new password.
   */
  async complete(form: AuthFormValues<"newPassword">): Promise<boolean> {
    const [used] = await queryRows<{ userId: string }>(
      this.deps.db,
      sql`update password_reset_tokens set used_at = now()
        where token_hash = ${hashToken(form.token)} and used_at is null and expires_at > now()
        returning user_id as "userId"`,
    );
    if (!used) return false;
    await this.deps.users.setPassword(used.userId, await hashPassword(form.password));
    await this.deps.sessions.endAllOf(used.userId);
    return true;
  }
}
