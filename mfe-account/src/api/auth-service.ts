import type { AuthFormValues, FieldError, User } from "@shop/shared";
import type { RateLimit, RateLimits } from "@shop/shared/platform";
import type { NewUser, UserStore } from "../store/user-store.ts";
import { isLeaked, type BreachedPasswords } from "./breached-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { userView } from "./user-view.ts";

const loginWindowMs = 15 * 60 * 1000;

/**
 * Limits on guessing and on new customers (decisions 0015, 0031). A client is stopped (429) per
 * account and in all; no one can stop another client, so no one can lock a customer out.
 */
export const authLimits = {
  loginPerAccountAndClient: { max: 10, windowMs: loginWindowMs },
  loginPerClient: { max: 100, windowMs: loginWindowMs },
  registerPerAddress: { max: 10, windowMs: 60 * 60 * 1000 },
  guestPerEmailAndClient: { max: 3, windowMs: 60 * 60 * 1000 },
  guestPerClient: { max: 10, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/**
 * Failed logins of one account from every client within 15 minutes, and the delay each further
 * attempt on it then waits (decision 0031): guessing from many clients slows down, the owner is
 * never refused.
 */
const accountLoginDelays = [
  { failures: 10, delayMs: 1000 },
  { failures: 20, delayMs: 2000 },
  { failures: 40, delayMs: 4000 },
  { failures: 80, delayMs: 8000 },
] as const;

/** The delay before a login is checked, after so many failures of its account (decision 0031). */
export function accountLoginDelayMs(failures: number): number {
  const reached = accountLoginDelays.filter((step) => failures >= step.failures);
  return reached.at(-1)?.delayMs ?? 0;
}

/**
 * Guest customers are kept this long: longer than any session lives (30 days, decision 0015), so
 * no session is signed in as an older one; the next guest sign-in of the address removes those.
 */
export const guestKeptDays = 31;

/** Waits a while (a login's delay). */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What an auth call ends in: a signed-in customer, or an error the route answers. */
export type AuthOutcome =
  | { readonly ok: true; readonly user: User; readonly userId: string }
  | {
      readonly ok: false;
      readonly status: 400 | 401 | 429;
      readonly error: string;
      readonly key: string;
      readonly fields?: readonly FieldError[];
      readonly retryAfter?: number;
    };

const invalidCredentials: AuthOutcome = {
  ok: false,
  status: 401,
  error: "The email address or the password is not correct",
  key: "auth.invalidCredentials",
};

function tooMany(retryAfter: number): AuthOutcome {
  return {
    ok: false,
    status: 429,
    error: "Too many attempts; please wait a little and try again",
    key: "auth.tooManyAttempts",
    retryAfter,
  };
}

/** The customer record of a registration or guest form; a guest has no password. */
function newCustomer(form: AuthFormValues<"guest">, passwordHash: string | null): NewUser {
  return {
    email: form.email,
    firstName: form.first_name,
    lastName: form.last_name,
    gender: form.gender,
    newsletter: form.newsletter,
    passwordHash,
  };
}

/** What the auth calls need besides the customers and the limits. */
export interface AuthServiceOptions {
  /** Deletes what other teams keep of a customer (baskets) before a stale guest goes. */
  readonly beforeAccountDeleted?: ((userId: string) => Promise<void>) | undefined;
  /** Waits a login's delay; tests pass their own. */
  readonly pause?: (ms: number) => Promise<void>;
}

/** Login, registration and guest sign-in (core spec points 4–7), rate-limited. */
export class AuthService {
  private readonly users: UserStore;
  private readonly limiter: RateLimits;
  private readonly breached: BreachedPasswords;
  private readonly options: AuthServiceOptions;

  constructor(
    users: UserStore,
    limiter: RateLimits,
    breached: BreachedPasswords,
    options: AuthServiceOptions = {},
  ) {
    this.users = users;
    this.limiter = limiter;
    this.breached = breached;
    this.options = options;
  }

  /**
   * Checks email and password. A known and an unknown email get the same answer and take the
   * same time (the password is verified against a decoy hash). Every failure counts for the
   * account and client, the client, and the account: the first two stop the client, the last
   * only slows every client down (decision 0031).
   */
  async login(form: AuthFormValues<"login">, address: string): Promise<AuthOutcome> {
    const account = `login:account:${form.email}`;
    const accountAndClient = `${account}:address:${address}`;
    const client = `login:address:${address}`;
    const wait = await this.limiter.longestWait([
      [accountAndClient, authLimits.loginPerAccountAndClient],
      [client, authLimits.loginPerClient],
    ]);
    if (wait > 0) return tooMany(wait);
    await (this.options.pause ?? sleep)(await this.accountDelayMs(account));
    const user = await this.users.registeredByEmail(form.email);
    if (!(await verifyPassword(user?.passwordHash, form.password)) || !user) {
      await this.limiter.hit(account, accountAndClient, client);
      return invalidCredentials;
    }
    await Promise.all([this.limiter.clear(account), this.limiter.clear(accountAndClient)]);
    return { ok: true, user: userView(user), userId: user.id };
  }

  /** The delay of the account's recent failures: the largest step its count reaches. */
  private async accountDelayMs(bucket: string): Promise<number> {
    const reached = await Promise.all(
      accountLoginDelays.map(async ({ failures }) =>
        (await this.limiter.retryAfter(bucket, { max: failures, windowMs: loginWindowMs })) > 0
          ? failures
          : 0,
      ),
    );
    return accountLoginDelayMs(Math.max(0, ...reached));
  }

  /** Registers a customer; a leaked password, or a failed check, is refused (core spec point 5). */
  async register(form: AuthFormValues<"register">, address: string): Promise<AuthOutcome> {
    const bucket = `register:address:${address}`;
    const wait = await this.limiter.retryAfter(bucket, authLimits.registerPerAddress);
    if (wait > 0) return tooMany(wait);
    await this.limiter.hit(bucket);
    if (await isLeaked(this.breached, form.register_password)) {
      return {
        ok: false,
        status: 400,
        error: "This password appears in known data breaches; please choose another one",
        key: "reset-password.fields.new-password.leaked",
        fields: [{ field: "register_password", key: "reset-password.fields.new-password.leaked" }],
      };
    }
    const created = await this.users.create(
      newCustomer(form, await hashPassword(form.register_password)),
    );
    if (!created) {
      return {
        ok: false,
        status: 400,
        error: "An account with this email address exists; please log in or reset the password",
        key: "auth.accountExists",
        fields: [{ field: "email", key: "auth.accountExists" }],
      };
    }
    return { ok: true, user: userView(created), userId: created.id };
  }

  /**
   * A guest customer (core spec point 6): no password, a new customer record per sign-in, within
   * the guest limits per e-mail address and client and per client (decision 0031). The address's guest
   * customers older than `guestKeptDays` go, with what other teams keep of them.
   */
  async guest(form: AuthFormValues<"guest">, address: string): Promise<AuthOutcome> {
    const checks = [
      [`guest:email:${form.email}:address:${address}`, authLimits.guestPerEmailAndClient],
      [`guest:address:${address}`, authLimits.guestPerClient],
    ] as const;
    const wait = await this.limiter.longestWait(checks);
    if (wait > 0) return tooMany(wait);
    await this.limiter.hit(...checks.map(([bucket]) => bucket));
    for (const stale of await this.users.guestsOlderThan(form.email, guestKeptDays)) {
      await this.options.beforeAccountDeleted?.(stale);
      await this.users.delete(stale);
    }
    const created = await this.users.create(newCustomer(form, null));
    if (!created) throw new Error("A guest customer could not be created");
    return { ok: true, user: userView(created), userId: created.id };
  }
}
