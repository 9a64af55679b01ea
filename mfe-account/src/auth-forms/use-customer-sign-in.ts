import type { FormikHelpers } from "formik";
import type { AuthFormValues, ShopContext } from "@shop/shared";
import { accountApi, type SignInCall } from "../account-client/account-endpoints.ts";
import { newsletterSignUpOf } from "../account-client/newsletter.ts";
import { completeSignIn } from "../tracking/sign-in-events.ts";
import { showCallFailure } from "./form-failure.ts";

type CustomerMode = "register" | "guest";

/**
 * Registration's and the guest's sign-in (core spec point 7): the call, then, when the box is
 * ticked, the newsletter sign-up (fire and forget), then tracking and the way back. A refused
 * call is shown on the form.
 */
export function useCustomerSignIn(shop: ShopContext, destination: string) {
  const [signIn] = accountApi.useSignInMutation();
  const [signUpForNewsletter] = accountApi.useNewsletterSignUpMutation();
  return async <M extends CustomerMode>(
    mode: M,
    form: AuthFormValues<M>,
    helpers: Pick<FormikHelpers<unknown>, "setErrors" | "setStatus">,
  ): Promise<void> => {
    const call = { mode, locale: shop.locale, form } as SignInCall;
    const result = await signIn(call);
    if (result.error) {
      showCallFailure(helpers, result.error);
      return;
    }
    const newsletter = newsletterSignUpOf(form, shop, mode);
    if (newsletter) void signUpForNewsletter({ locale: shop.locale, signUp: newsletter });
    completeSignIn(mode, destination);
  };
}
