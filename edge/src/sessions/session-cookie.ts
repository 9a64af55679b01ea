import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Session } from "@shop/shared/platform";
import { sessionTimeouts } from "./session-store.ts";

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /; over HTTPS also Secure with the `__Host-`
 * prefix (no Domain, so no sibling host can set or read it).
 */
export class SessionCookie {
  private readonly secure: boolean;

  constructor(secure: boolean) {
    this.secure = secure;
  }

  get name(): string {
    return this.secure ? "__Host-sid" : "sid";
  }

  read(c: Context): string | undefined {
    return getCookie(c, this.name);
  }

  write(c: Context, session: Session): void {
    setCookie(c, this.name, session.id, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: this.secure,
      maxAge: Math.floor(sessionTimeouts.absoluteMs / 1000),
    });
  }

  clear(c: Context): void {
    deleteCookie(c, this.name, { path: "/", secure: this.secure });
  }
}
