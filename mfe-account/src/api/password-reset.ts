import { sql } from "drizzle-orm";
import { pathFor, type AuthFormValues, type ShopContext } from "@shop/shared";
import {
  queryRows,
  type Database,
  type Mailer,
  type RateLimit,
  type RateLimits,
  type Sessions,
} from "@shop/shared/platform";
import { resetEmail } from "../mail/reset-email.ts";
import type { UserStore } from "../store/user-store.ts";
import type { AfterAnswer } from "./after-answer.ts";
import { hashPassword } from "./passwords.ts";
import { hashToken, newLinkToken } from "./tokens.ts";

/** A reset link is valid for an hour (OWASP forgot-password cheat sheet). */
export const resetTokenMinutes = 60;

/**
 * Limits on reset requests (decision 0031): per account and client, per client, and the e-mails
 * one account gets. A request over any of them is answered like any other and sends nothing;
 * every link mailed stays valid for its hour, so no one can keep the owner from a working link.
 */
export const resetLimits = {
  perAccountAndClient: { max: 3, windowMs: 60 * 60 * 1000 },
  perClient: { max: 20, windowMs: 60 * 60 * 1000 },
  mailsPerAccount: { max: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

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
 * for a reset answers the same for known and unknown addresses, within the limits or over them,
 * and does the known case's work (token, e-mail) after answering, so timing tells nothing either.
 */
export class PasswordReset {
  private readonly deps: {
    readonly db: Database;
    readonly users: UserStore;
    readonly sessions: Sessions;
    readonly limiter: RateLimits;
    readonly mailer: Mailer;
    readonly afterAnswer: AfterAnswer;
  };

  constructor(deps: PasswordReset["deps"]) {
    this.deps = deps;
  }

  /** Mails a reset link after answering, unless a limit is reached; either way nothing to tell. */
  async request(reset: ResetRequest): Promise<void> {
    const { limiter } = this.deps;
    const account = `reset:account:${reset.email}`;
    const checks = [
      [`${account}:address:${reset.address}`, resetLimits.perAccountAndClient],
      [`reset:address:${reset.address}`, resetLimits.perClient],
      [account, resetLimits.mailsPerAccount],
    ] as const;
    if ((await limiter.longestWait(checks)) > 0) return;
    await limiter.hit(...checks.map(([bucket]) => bucket));
    this.deps.afterAnswer.run("reset.failed", () => this.sendLink(reset));
  }

  private async sendLink(reset: ResetRequest): Promise<void> {
    const user = await this.deps.users.registeredByEmail(reset.email);
    if (!user) return;
    const token = newLinkToken();
    // Links mailed earlier stay valid (at most `mailsPerAccount` an hour); expired ones go.
    await this.deps.db.execute(
      sql`delete from password_reset_tokens where user_id = ${user.id} and expires_at <= now()`,
    );
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

  /** Ends every reset link of an account not used yet: a new password makes them void. */
  async endLinksOf(userId: string): Promise<void> {
    await this.deps.db.execute(
      sql`delete from password_reset_tokens where user_id = ${userId} and used_at is null`,
    );
  }

  /**
   * Sets a new password with a token: only once, only within the hour. The account's other links
   * and every session of the customer end; they log in with the new password.
   */
  async complete(form: AuthFormValues<"newPassword">): Promise<boolean> {
    const [used] = await queryRows<{ userId: string }>(
      this.deps.db,
      sql`update password_reset_tokens set used_at = now()
        where token_hash = ${hashToken(form.token)} and used_at is null and expires_at > now()
        returning user_id as "userId"`,
    );
    if (!used) return false;
    await this.endLinksOf(used.userId);
    await this.deps.users.setPassword(used.userId, await hashPassword(form.password));
    await this.deps.sessions.endAllOf(used.userId);
    return true;
  }
}
