import { safeLocation } from "@shop/shared";

/**
 * Where the login page sends the shopper after signing in (`?returnTo=`): a path of this shop
 * only (issue 17), as the shop's one rule for locations says (`safeLocation`, decision 0029): no
 * other origin (`//evil.example`, `/\evil`, `https://…`, `javascript:`), no control character,
 * dot segment or backslash, raw or encoded. Anything else gives the fallback.
 */
export function safeReturnPath(raw: string | undefined, fallback: string): string {
  return (raw && safeLocation(raw)) || fallback;
}
