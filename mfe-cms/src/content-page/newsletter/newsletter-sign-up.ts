import {
  validateEmail,
  validateGender,
  validatePersonName,
  type Gender,
  type ShopContext,
} from "@shop/shared";

/** What the newsletter block's form holds while the shopper types. */
export interface NewsletterFormValues {
  readonly gender: Gender | "";
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

/** The empty form: no salutation chosen, so the shopper picks one (the spec requires it). */
export const emptyNewsletterForm: NewsletterFormValues = {
  gender: "",
  first_name: "",
  last_name: "",
  email: "",
};

/**
 * The form's fields and their shared rules (core spec point 5: gender, names, email), the same
 * the account team's newsletter API checks, so the browser refuses what the server would.
 */
export const newsletterFieldRules = {
  gender: validateGender,
  first_name: validatePersonName,
  last_name: validatePersonName,
  email: validateEmail,
} as const;

/** The body of `POST /api/mcs/selfi/newsletter/` (core spec point 7). */
export interface NewsletterSignUpBody {
  readonly name: string;
  readonly email: string;
  readonly source: string;
  readonly shopId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly salutation: 0 | 2 | 4;
}

/** Core spec point 7: the newsletter service's salutation codes, m=0, f=2, d=4. */
const salutations: Readonly<Record<Gender, NewsletterSignUpBody["salutation"]>> = {
  m: 0,
  f: 2,
  d: 4,
};

/** Where a sign-up came from, as the newsletter service records it: a content page's block. */
export const newsletterBlockSource = "cms-newsletter-block";

/**
 * The sign-up of a checked form (the values already cast by their rules: names trimmed, email
 * lowercased), in the shape the account team's API takes.
 */
export function newsletterSignUpBody(
  values: {
    readonly gender: Gender;
    readonly first_name: string;
    readonly last_name: string;
    readonly email: string;
  },
  shop: Pick<ShopContext, "shopId">,
): NewsletterSignUpBody {
  return {
    name: `${values.first_name} ${values.last_name}`,
    email: values.email,
    source: newsletterBlockSource,
    shopId: shop.shopId,
    firstName: values.first_name,
    lastName: values.last_name,
    salutation: salutations[values.gender],
  };
}
