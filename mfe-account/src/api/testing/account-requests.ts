// What the account's HTTP tests send: the shop pages' JSON calls with the session cookie, and
// addresses that no other test of the run uses.
import type { Hono } from "hono";

let counter = 0;

/** An e-mail address no other test of this run has used (`{prefix}.{n}.{time}@example.org`). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@example.org`;
}

/** Sends the account's calls to `app` as the shop's pages do: JSON, with the session cookie. */
export function jsonCalls(app: Hono) {
  return (method: string, path: string, body?: unknown, cookie?: string) =>
    app.request(path, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/** The session cookie (`sid=…`) an answer sets, or "" when it sets none. */
export function sessionCookie(response: Response): string {
  return /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
}
