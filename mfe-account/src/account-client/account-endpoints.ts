import type { AuthFormValues, AuthResult, OrderAddress, User } from "@shop/shared";
import type { AccountAddress, AddressBook } from "../address-book/account-address.ts";
import type { AccountBalance } from "../balance/account-balance.ts";
import type { ContactForm } from "../contact/contact-rules.ts";
import { shopApi } from "@shop/shared/store";

/** The sign-in kinds of POST /api/user/auth/{mode}/ (core spec point 7). */
export type SignInMode = "login" | "register" | "guest";

/** A sign-in call: its mode, the page's locale and the form's normalised values. */
export type SignInCall = {
  [M in SignInMode]: {
    readonly mode: M;
    readonly locale: string;
    readonly form: AuthFormValues<M>;
  };
}[SignInMode];

/** The personal data page's fields; `password` (the current one) only with a changed email. */
export type PersonalDataForm = AuthFormValues<"personalData"> & { readonly password?: string };

/** The address book's cache entry (a `User` tag: the shop's API names no other of ours). */
const addressBookTag = { type: "User", id: "addresses" } as const;

/** A new address (no id) or a change of one; `defaults` sets (true) or removes (false) them. */
export interface AddressChange {
  readonly id?: string;
  readonly address: OrderAddress;
  readonly defaults?: {
    readonly defaultShipping?: boolean;
    readonly defaultBilling?: boolean;
  };
}

/** The newsletter service's sign-up (core spec point 7): salutation m=0, f=2, d=4. */
export interface NewsletterSignUp {
  readonly name: string;
  readonly email: string;
  readonly source: string;
  readonly shopId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly salutation: 0 | 2 | 4;
}

/**
 * The account's calls (core spec point 7), added to the shop's one RTK Query API: the user, the
 * three sign-ins, logout, the reset link and the new password, the newsletter sign-up and the
 * leaked-password range. A sign-in or logout replaces the cached user.
 */
export const accountApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    user: build.query<User, string>({
      query: (locale) => ({ url: "user/", params: { locale } }),
      providesTags: ["User"],
    }),
    signIn: build.mutation<AuthResult, SignInCall>({
      query: ({ mode, locale, form }) => ({
        url: `user/auth/${mode}/`,
        method: "POST",
        params: { locale },
        body: form,
      }),
      invalidatesTags: ["User"],
    }),
    logout: build.mutation<{ statusCode: number }, { readonly locale: string }>({
      query: ({ locale }) => ({ url: "user/auth/logout/", method: "POST", params: { locale } }),
      invalidatesTags: ["User"],
    }),
    sendResetEmail: build.mutation<
      { statusCode: number },
      { readonly locale: string; readonly form: AuthFormValues<"reset"> }
    >({
      query: ({ locale, form }) => ({
        url: "user/auth/send-reset-email/",
        method: "POST",
        params: { locale },
        body: form,
      }),
    }),
    resetPassword: build.mutation<{ statusCode: number }, AuthFormValues<"newPassword">>({
      query: (form) => ({ url: "user/auth/reset-password/", method: "POST", body: form }),
    }),
    // The page's locale, so the confirmation e-mail is in the shopper's language (decision 0031).
    newsletterSignUp: build.mutation<
      null,
      { readonly locale: string; readonly signUp: NewsletterSignUp }
    >({
      query: ({ locale, signUp }) => ({
        url: "mcs/selfi/newsletter/",
        method: "POST",
        params: { locale },
        body: signUp,
        // Fire and forget, also when the page is left right after (a sign-in's navigation).
        keepalive: true,
        responseHandler: "text",
      }),
    }),
    // The personal data page's change; the answer is the user, so the cache holds it at once.
    updatePersonalData: build.mutation<
      User,
      { readonly locale: string; readonly form: PersonalDataForm }
    >({
      query: ({ locale, form }) => ({
        url: "user/",
        method: "PUT",
        params: { locale },
        body: form,
      }),
      async onQueryStarted({ locale }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(accountApi.util.upsertQueryData("user", locale, data));
      },
    }),
    changePassword: build.mutation<{ statusCode: number }, AuthFormValues<"changePassword">>({
      query: (form) => ({ url: "user/change-password/", method: "POST", body: form }),
    }),
    // The address book: one cached list, refreshed after every change.
    addresses: build.query<readonly AccountAddress[], void>({
      query: () => "user/addresses/",
      transformResponse: (book: AddressBook) => book.addresses,
      providesTags: [addressBookTag],
    }),
    saveAddress: build.mutation<AccountAddress, AddressChange>({
      query: ({ id, address, defaults }) => ({
        url: id ? `user/addresses/${encodeURIComponent(id)}/` : "user/addresses/",
        method: id ? "PUT" : "POST",
        body: { ...address, ...defaults },
      }),
      invalidatesTags: [addressBookTag],
    }),
    deleteAddress: build.mutation<null, string>({
      query: (id) => ({
        url: `user/addresses/${encodeURIComponent(id)}/`,
        method: "DELETE",
        // An empty JSON body: the edge's guard wants JSON on every state-changing browser call.
        body: {},
        responseHandler: "text",
      }),
      invalidatesTags: [addressBookTag],
    }),
    // Deleting the account: the answer names where to go (`/?redirect=goodbye`).
    deleteAccount: build.mutation<{ redirect: string }, { readonly password: string }>({
      query: (body) => ({ url: "user/", method: "DELETE", body }),
    }),
    // The account contact form: stored, and confirmed by e-mail in the page's language.
    sendContact: build.mutation<
      { statusCode: number },
      { readonly locale: string; readonly form: ContactForm }
    >({
      query: ({ locale, form }) => ({
        url: "user/contact/",
        method: "POST",
        params: { locale },
        body: form,
      }),
    }),
    // The balance page's data, answered on the server (`preloadedBalance`).
    balance: build.query<AccountBalance, string>({
      query: (locale) => ({ url: "user/balance/", params: { locale } }),
      providesTags: [{ type: "User", id: "balance" }],
    }),
    passwordRange: build.query<readonly string[], string>({
      query: (hash) => ({ url: "user/check-password/", params: { hash } }),
    }),
  }),
});
