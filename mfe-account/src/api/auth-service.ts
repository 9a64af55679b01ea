import type { AuthFormValues, FieldError, User } from "@shop/shared";
import type { RateLimit, RateLimits } from "@shop/shared/platform";
import type { NewUser, UserStore } from "../store/user-store.ts";
import { isLeaked, type BreachedPasswords } from "./breached-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { userView } from "./user-view.ts";

/** Limits on guessing (decision 0015): per account and per client address. */
export const authLimits = {
  loginPerAccount: { max: 10, windowMs: 15 * 60 * 1000 },
  loginPerAddress: { max: 100, windowMs: 15 * 60 * 1000 },
  registerPerAddress: { max: 10, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

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

/** Login, registration and guest sign-in (core spec points 4–7), rate-limited. */
export class AuthService {
  private readonly users: UserStore;
  private readonly limiter: RateLimits;
  private readonly breached: BreachedPasswords;

  constructor(users: UserStore, limiter: RateLimits, breached: BreachedPasswords) {
    this.users = users;
    this.limiter = limiter;
    this.breached = breached;
  }

  /**
   * Checks email and password. A known and an unknown email get the same answer and take the
   * same time (the password is verified against a decoy hash); every failure counts for the
   * account and for the client's address.
   */
  async login(form: AuthFormValues<"login">, address: string): Promise<AuthOutcome> {
    const accountBucket = `login:account:${form.email}`;
    const addressBucket = `login:address:${address}`;
    const wait = await this.limiter.longestWait([
      [accountBucket, authLimits.loginPerAccount],
      [addressBucket, authLimits.loginPerAddress],
    ]);
    if (wait > 0) return tooMany(wait);
    const user = await this.users.registeredByEmail(form.email);
    if (!(await verifyPassword(user?.passwordHash, form.password)) || !user) {
      await this.limiter.hit(accountBucket, addressBucket);
      return invalidCredentials;
    }
    await this.limiter.clear(accountBucket);
    return { ok: true, user: userView(user), userId: user.id };
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

  /** A guest customer (core spec point 6): no password, a new customer record per sign-in. */
  async guest(form: AuthFormValues<"guest">): Promise<AuthOutcome> {
    const created = await this.users.create(newCustomer(form, null));
    if (!created) throw new Error("A guest customer could not be created");
    return { ok: true, user: userView(created), userId: created.id };
  }
}
