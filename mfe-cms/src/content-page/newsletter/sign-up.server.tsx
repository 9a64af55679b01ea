import type { ShopContext } from "@shop/shared";
import { NewsletterSignUp as SignUp } from "./NewsletterSignUp.tsx";

/**
 * The sign-up form as the server renders it: at once, inside the block's Suspense boundary, so
 * the document holds the whole form (`#newsletter-sign-up` outside the browser).
 */
export function NewsletterSignUp({
  shop,
}: {
  readonly shop: ShopContext;
  readonly blockId: string;
}) {
  return <SignUp shop={shop} />;
}
