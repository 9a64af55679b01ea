import { pathFor, type Language } from "@shop/shared";

/** The login page's sections, chosen by `?view=` (the checkout's redirect asks for `guest`). */
export const loginViews = ["login", "register", "guest"] as const;
export type LoginView = (typeof loginViews)[number];

export function isLoginView(value: unknown): value is LoginView {
  return loginViews.some((view) => view === value);
}

/** The link of one section, keeping the page's return path. */
export function loginViewHref(view: LoginView, returnTo: string | null): string {
  const query = new URLSearchParams({ view });
  if (returnTo) query.set("returnTo", returnTo);
  return `?${query.toString()}`;
}

/**
 * Where the shopper goes after signing in: back where they came from (`returnTo`, already
 * checked by `safeReturnPath`), else a registered customer to the account and a guest home.
 */
export function afterSignInPath(
  view: LoginView,
  language: Language,
  returnTo: string | null,
): string {
  if (returnTo) return returnTo;
  return view === "guest" ? pathFor("home", language) : pathFor("accountHome", language);
}
