// The account team's public server entry (`@shop/mfe-account/api`): the only thing the edge
// imports. Users, sign-in, registration, guest, password reset, account deletion and the
// newsletter sign-up (core spec points 3–7, decision 0015), over the platform's services.
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { signInStateOf, type SignInState } from "@shop/shared";
import type { PlatformServices, Session, SliceApi, SliceMigrations } from "@shop/shared/platform";
import { NewsletterStore } from "../store/newsletter.ts";
import { UserStore } from "../store/user-store.ts";
import { accountApiRoutes } from "./account-api.ts";
import { AfterAnswer } from "./after-answer.ts";
import { AuthService } from "./auth-service.ts";
import { breachedPasswords } from "./breached-passwords.ts";
import type { AccountClient } from "./client.ts";
import { currentUserReader } from "./current-user.ts";
import { newsletterApiRoutes } from "./newsletter-api.ts";
import { PasswordReset } from "./password-reset.ts";
import { userApiRoutes } from "./user-api.ts";

export type { AccountClient } from "./client.ts";

/** The account team's tables (users, reset tokens, newsletter sign-ups) in the schema `account`. */
export const accountMigrations: SliceMigrations = {
  owner: "mfe-account",
  schema: "account",
  folder: fileURLToPath(new URL("../../migrations", import.meta.url)),
};

/** What the account team's API needs: the platform's services and the calls into other teams. */
export type AccountApiDependencies = PlatformServices & {
  /**
   * The leaked-password range API (`SHOP_PASSWORD_RANGE_URL`, answering `{url}{prefix}`); the
   * shipped list of `mfe-account/config/breached-passwords.txt` when undefined.
   */
  readonly passwordRangeUrl?: string | undefined;
  /** Runs with the new session after every sign-in (the edge merges the visitor's basket here). */
  readonly afterSignIn?: ((session: Session, userId: string) => Promise<void>) | undefined;
  /**
   * Runs before an account is deleted, to delete what other teams keep of it (the edge deletes
   * the account's baskets and wishlists here); a failure keeps the account.
   */
  readonly beforeAccountDeleted?: ((userId: string) => Promise<void>) | undefined;
};

/**
 * The account team's server side: the calls under `/api/user/` and the newsletter sign-up
 * `/api/mcs/selfi/newsletter/`, mounted at `/api`.
 */
export function accountApi(deps: AccountApiDependencies) {
  const users = new UserStore(deps.db);
  const breached = breachedPasswords(deps.passwordRangeUrl);
  const afterAnswer = new AfterAnswer(deps.logger);
  const reset = new PasswordReset({
    db: deps.db,
    users,
    sessions: deps.sessions,
    limiter: deps.rateLimits,
    mailer: deps.mailer,
    afterAnswer,
  });
  const userRoutes = userApiRoutes({
    auth: new AuthService(users, deps.rateLimits, breached, {
      beforeAccountDeleted: deps.beforeAccountDeleted,
    }),
    users,
    sessions: deps.sessions,
    breached,
    clientAddress: deps.clientAddress,
    afterSignIn: deps.afterSignIn,
  });
  const accountRoutes = accountApiRoutes({
    shops: deps.shops,
    sessions: deps.sessions,
    users,
    reset,
    breached,
    clientAddress: deps.clientAddress,
    beforeAccountDeleted: deps.beforeAccountDeleted,
  });
  const newsletterRoutes = newsletterApiRoutes({
    ...deps,
    store: new NewsletterStore(deps.db),
    afterAnswer,
  });
  const routes = new Hono()
    .route("/", userRoutes)
    .route("/", accountRoutes)
    .route("/", newsletterRoutes);
  const currentUser = currentUserReader(deps.sessions, users);
  const slice = {
    mfe: "mfe-account",
    routes: [{ path: "/api", routes }],
    client: (request): AccountClient => ({ currentUser: () => currentUser(request.cookies) }),
  } satisfies SliceApi<AccountClient>;
  return {
    ...slice,
    /** Who the visitor of these cookies is signed in as: the edge's sign-in rules ask this. */
    signInState: async (cookies: Readonly<Record<string, string>>): Promise<SignInState> =>
      signInStateOf(await currentUser(cookies)),
    /** Resolves once every e-mail asked for so far is sent (tests, graceful shutdown). */
    settled: (): Promise<void> => afterAnswer.settled(),
  };
}

/** The account team's API as the edge holds it. */
export type AccountApi = ReturnType<typeof accountApi>;
