import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** What the admin middleware leaves for the handlers: who is acting. */
export interface AdminVariables {
  readonly actor: string;
}

const realm = 'Basic realm="Release management", charset="UTF-8"';

/** Compares two secrets in constant time (their SHA-256 digests have one length). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The secret and the name a request presents: `Bearer <token>` or Basic `<name>:<token>`. */
export function presentedCredential(
  authorization: string | undefined,
): { secret: string; name: string | undefined } | undefined {
  if (!authorization) return undefined;
  const [scheme = "", value = ""] = authorization.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme) && value) return { secret: value, name: undefined };
  if (/^basic$/i.test(scheme) && value) {
    const decoded = Buffer.from(value, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return undefined;
    const name = decoded.slice(0, colon).trim();
    return { secret: decoded.slice(colon + 1), name: name || undefined };
  }
  return undefined;
}

/**
 * Release managers only (decision 0017): the request must present `SHOP_ADMIN_TOKEN`, as a
 * bearer token (CLI, scripts) or as the password of HTTP Basic (the release page in a browser,
 * whose user name is recorded as who acted). Without a configured token the admin surface is off.
 */
export function adminAuth(options: {
  token: string | undefined;
  json: boolean;
}): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const answer = (status: 401 | 503, message: string) => {
      if (status === 401) c.header("www-authenticate", realm);
      c.header("cache-control", "no-store");
      return options.json ? c.json({ error: message }, status) : c.text(message, status);
    };
    if (!options.token) {
      return answer(503, "Release management is off: set SHOP_ADMIN_TOKEN to turn it on");
    }
    const credential = presentedCredential(c.req.header("authorization"));
    if (!credential || !sameSecret(credential.secret, options.token)) {
      return answer(401, "Release management needs the admin token");
    }
    c.set("actor", (credential.name ?? "admin-api").slice(0, 100));
    c.header("cache-control", "no-store");
    await next();
  };
}
