import { shopApi } from "@shop/shared/store";
import type { NewsletterSignUpBody } from "./newsletter-sign-up.ts";

/**
 * The newsletter sign-up (core spec point 7), the account team's API called over HTTP like any
 * client would: `POST /api/mcs/selfi/newsletter/` with the page's locale, so the confirmation
 * e-mail is in the shopper's language. The answer is 204 without a body.
 */
export const newsletterApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    cmsNewsletterSignUp: build.mutation<
      null,
      { readonly locale: string; readonly signUp: NewsletterSignUpBody }
    >({
      query: ({ locale, signUp }) => ({
        url: "mcs/selfi/newsletter/",
        method: "POST",
        params: { locale },
        body: signUp,
        responseHandler: "text",
      }),
      transformResponse: () => null,
    }),
  }),
});

export const { useCmsNewsletterSignUpMutation } = newsletterApi;
