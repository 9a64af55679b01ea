import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  clearSessionCookies,
  writeSessionCookies,
  type Session,
  type SessionCookieSpec,
} from "@shop/shared/platform";
import { sessionTimeouts } from "./session-store.ts";

const plainName = "sid";
const secureName = "__Host-sid";
/** The session cookie's names: `sid`, and `__Host-sid` over https. */
export const sessionCookieNames: readonly string[] = [plainName, secureName];

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /; over HTTPS also Secure with the `__Host-`
 * prefix (no Domain, so no sibling host can set or read it). With it comes the `personal-state`
 * marker (decision 0059, `writeSessionCookies`).
 */
export class SessionCookie {
  private readonly spec: SessionCookieSpec;

  constructor(secure: boolean) {
    this.spec = {
      name: secure ? secureName : plainName,
      secure,
      maxAgeSeconds: Math.floor(sessionTimeouts.absoluteMs / 1000),
    };
  }

  get name(): string {
    return this.spec.name;
  }

  read(c: Context): string | undefined {
    return getCookie(c, this.spec.name);
  }

  write(c: Context, session: Session): void {
    writeSessionCookies(c, this.spec, session.id);
  }

  clear(c: Context): void {
    clearSessionCookies(c, this.spec);
  }
}
