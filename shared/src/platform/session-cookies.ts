import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { personalStateCookie } from "../visitor/personal-state.ts";

/** How the platform's session cookie is written: its name, `Secure`, and lifetime. */
export interface SessionCookieSpec {
  readonly name: string;
  readonly secure: boolean;
  readonly maxAgeSeconds: number;
}

/**
 * Sets the session cookie (HttpOnly, SameSite=Lax, path /) and, with the same lifetime, the
 * `personal-state` marker scripts may read: it says there is a session, never whose, so the
 * personal fragments of a page kept for every visitor fill the visitor's state in the browser
 * (decision 0059). The edge and a standalone slice process write both the same way.
 */
export function writeSessionCookies(c: Context, spec: SessionCookieSpec, sessionId: string): void {
  const options = {
    sameSite: "Lax",
    path: "/",
    secure: spec.secure,
    maxAge: spec.maxAgeSeconds,
  } as const;
  setCookie(c, spec.name, sessionId, { ...options, httpOnly: true });
  setCookie(c, personalStateCookie, "1", options);
}

/** Deletes the session cookie and its marker. */
export function clearSessionCookies(
  c: Context,
  spec: Pick<SessionCookieSpec, "name" | "secure">,
): void {
  deleteCookie(c, spec.name, { path: "/", secure: spec.secure });
  deleteCookie(c, personalStateCookie, { path: "/", secure: spec.secure });
}
