import type { AuthFormValues, Gender, ShopContext } from "@shop/shared";
import type { NewsletterSignUp } from "./account-endpoints.ts";

/** Core spec point 7: the newsletter service's salutation codes. */
const salutations: Readonly<Record<Gender, NewsletterSignUp["salutation"]>> = { m: 0, f: 2, d: 4 };

/**
 * The newsletter sign-up of a registration or guest form whose newsletter box is ticked (core
 * spec point 7), or undefined when it is not: the call is then not made.
 */
export function newsletterSignUpOf(
  form: AuthFormValues<"register" | "guest">,
  shop: Pick<ShopContext, "shopId">,
  source: "register" | "guest",
): NewsletterSignUp | undefined {
  if (!form.newsletter) return undefined;
  return {
    name: `${form.first_name} ${form.last_name}`,
    email: form.email,
    source,
    shopId: shop.shopId,
    firstName: form.first_name,
    lastName: form.last_name,
    salutation: salutations[form.gender],
  };
}
