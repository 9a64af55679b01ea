import { randomBytes } from "node:crypto";
import type { Hono } from "hono";

/** A random anonymous id, as the browser keeps under local storage `userId`. */
export function anonymousId(): string {
  return randomBytes(16).toString("hex");
}

/** A random account id (64 hex digits), as the account team's users have. */
export function accountId(): string {
  return randomBytes(32).toString("hex");
}

/** The session cookie a response sets, as `name=value`, or undefined. */
export function setSessionCookie(response: Response): string | undefined {
  return /(?:__Host-)?sid=[^;]*/.exec(response.headers.get("set-cookie") ?? "")?.[0];
}

/**
 * One browser against an in-process API: keeps its session cookie like a browser would and
 * sends JSON the way the shop's own pages do.
 */
export class CartClient {
  cookie: string | undefined;
  private readonly app: Hono;
  private readonly host: string;

  constructor(app: Hono, host = "localhost") {
    this.app = app;
    this.host = host;
  }

  /** The cookies a fragment request of this browser would carry. */
  get cookies(): Record<string, string> {
    const [name, value] = (this.cookie ?? "").split("=");
    return name && value ? { [name]: value } : {};
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Readonly<Record<string, string>> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extraHeaders, host: this.host };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await this.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const cookie = setSessionCookie(response);
    if (cookie !== undefined) this.cookie = cookie.endsWith("=") ? undefined : cookie;
    return response;
  }
}
