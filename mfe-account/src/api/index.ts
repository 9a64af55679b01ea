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
import { personalDataApiRoutes } from "./personal-data-api.ts";
import { changePasswordApiRoutes } from "./change-password-api.ts";
import { addressBookApiRoutes } from "./address-book-api.ts";
import { myDataApiRoutes } from "./my-data-api.ts";
import { myDataOf } from "./my-data.ts";
import { balanceOf } from "../balance/account-balance.ts";
import { AddressStore } from "../store/address-store.ts";
import { BalanceStore } from "../store/balance-store.ts";
import { ContactStore } from "../store/contact-store.ts";
import { balanceApiRoutes } from "./balance-api.ts";
import { contactApiRoutes } from "./contact-api.ts";
import { userApiRoutes } from "./user-api.ts";

export type {
  AccountAddress,
  AccountBalance,
  AccountClient,
  AddressBook,
  MyData,
} from "./client.ts";

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
    rateLimits: deps.rateLimits,
    clientAddress: deps.clientAddress,
    beforeAccountDeleted: deps.beforeAccountDeleted,
  });
  const newsletterRoutes = newsletterApiRoutes({
    ...deps,
    store: new NewsletterStore(deps.db),
    afterAnswer,
  });
  const personalDataRoutes = personalDataApiRoutes({
    sessions: deps.sessions,
    users,
    rateLimits: deps.rateLimits,
  });
  const changePasswordRoutes = changePasswordApiRoutes({
    sessions: deps.sessions,
    users,
    rateLimits: deps.rateLimits,
    breached,
    reset,
  });
  const addresses = new AddressStore(deps.db);
  const addressRoutes = addressBookApiRoutes({ sessions: deps.sessions, users, addresses });
  const myDataRoutes = myDataApiRoutes({ db: deps.db, sessions: deps.sessions, users, addresses });
  const balances = new BalanceStore(deps.db);
  const contactRoutes = contactApiRoutes({
    shops: deps.shops,
    sessions: deps.sessions,
    users,
    store: new ContactStore(deps.db),
    rateLimits: deps.rateLimits,
    mailer: deps.mailer,
    afterAnswer,
  });
  const balanceRoutes = balanceApiRoutes({
    shops: deps.shops,
    sessions: deps.sessions,
    users,
    store: balances,
  });
  const routes = new Hono()
    .route("/", userRoutes)
    .route("/", accountRoutes)
    .route("/", personalDataRoutes)
    .route("/", changePasswordRoutes)
    .route("/", addressRoutes)
    .route("/", myDataRoutes)
    .route("/", contactRoutes)
    .route("/", balanceRoutes)
    .route("/", newsletterRoutes);
  const currentUser = currentUserReader(deps.sessions, users);
  const addressesOf = async (cookies: Readonly<Record<string, string>>) => {
    const user = await currentUser(cookies);
    return user.registered && user.id ? addresses.of(user.id) : [];
  };
  const myData = async (cookies: Readonly<Record<string, string>>) => {
    const session = await deps.sessions.fromCookies(cookies);
    const user = session?.userId ? await users.byId(session.userId) : undefined;
    return user && !user.isGuestCustomer ? myDataOf(deps.db, addresses, user) : null;
  };
  const balanceOfCustomer = async (cookies: Readonly<Record<string, string>>, currency: string) => {
    const user = await currentUser(cookies);
    if (!user.registered || !user.id) return null;
    return balanceOf(currency, await balances.historyOf(user.id, currency));
  };
  const slice = {
    mfe: "mfe-account",
    routes: [{ path: "/api", routes }],
    client: (request): AccountClient => ({
      currentUser: () => currentUser(request.cookies),
      addresses: () => addressesOf(request.cookies),
      myData: () => myData(request.cookies),
      balance: () => balanceOfCustomer(request.cookies, request.shop.currency),
    }),
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
