/** The cookie a page's `?voucher=` is stored in (core spec: "query parameter voucher on any page stores a voucher cookie"). */
export const voucherCookieName = "voucher";

/** How long a stored voucher lasts: 14 days (core spec point 9, "voucher cookie lifetime 14 days"). */
export const voucherMaxAgeSeconds = 14 * 24 * 60 * 60;

/** A voucher code the shop stores: letters, digits, `_` and `-`, at most 40 characters. */
export const voucherPattern = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The `Set-Cookie` value that stores a page's `?voucher=` code for 14 days (core spec point 9),
 * or undefined when the query has no voucher or one that is not a voucher code. `secure` marks
 * the cookie `Secure` (shops served over https).
 */
export function voucherCookie(
  query: Readonly<Record<string, string>>,
  secure: boolean,
): string | undefined {
  const code = query.voucher;
  if (!code || !voucherPattern.test(code)) return undefined;
  return `${voucherCookieName}=${encodeURIComponent(code)}; Max-Age=${voucherMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
