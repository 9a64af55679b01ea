/**
 * The cookie the edge sets and clears with the session cookie (decision 0059). The session
 * cookie is HttpOnly, so the browser cannot see it; this one says only that there is a session,
 * never whose. A page the edge keeps for every visitor (decision 0048) renders its personal
 * fragments as for a visitor without state; where this cookie is present, they fetch the
 * visitor's own state after hydrating.
 */
export const personalStateCookie = "personal-state";

/** Whether the page's cookies (`document.cookie` in a browser) name a session to fill from. */
export function hasPersonalState(
  cookies: string = typeof document === "undefined" ? "" : document.cookie,
): boolean {
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${personalStateCookie}=`));
}
