import type { AuthFormValues, AuthResult, User } from "@shop/shared";
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
    newsletterSignUp: build.mutation<null, NewsletterSignUp>({
      query: (body) => ({
        url: "mcs/selfi/newsletter/",
        method: "POST",
        body,
        // Fire and forget, also when the page is left right after (a sign-in's navigation).
        keepalive: true,
        responseHandler: "text",
      }),
    }),
    passwordRange: build.query<readonly string[], string>({
      query: (hash) => ({ url: "user/check-password/", params: { hash } }),
    }),
  }),
});
