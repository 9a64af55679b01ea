import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { microFrontends, type MicroFrontendName } from "@shop/shared";
import { ReleaseRefusal } from "./release-types.ts";

/** The secrets of release management (decision 0023): the admin's, and each team's for its slice. */
export interface ReleaseTokens {
  readonly admin: string | undefined;
  readonly teams: Readonly<Partial<Record<MicroFrontendName, string>>>;
}

/** What a credential may change: every slice (the admin token), or its team's slices. */
export type ReleaseAccess =
  | { readonly admin: true }
  | { readonly admin: false; readonly slices: readonly MicroFrontendName[] };

/** What the release middleware leaves for the handlers: who is acting, and what they may change. */
export interface ReleaseVariables {
  readonly actor: string;
  readonly access: ReleaseAccess;
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
 * What a presented secret may change, or undefined for no token of ours. Every configured token
 * is compared, so the time taken does not tell which one matched.
 */
export function releaseAccess(tokens: ReleaseTokens, secret: string): ReleaseAccess | undefined {
  const admin = tokens.admin !== undefined && sameSecret(secret, tokens.admin);
  const slices = microFrontends.filter((mfe) => {
    const token = tokens.teams[mfe];
    return token !== undefined && sameSecret(secret, token);
  });
  if (admin) return { admin: true };
  return slices.length > 0 ? { admin: false, slices } : undefined;
}

/** Whether a credential may publish, promote, roll back or pin a slice. */
export function mayRelease(access: ReleaseAccess, mfe: string): boolean {
  return access.admin || access.slices.some((slice) => slice === mfe);
}

/** Refuses (403, changing nothing) a verb on a slice the credential may not change. */
export function assertMayRelease(access: ReleaseAccess, mfe: string): void {
  if (access.admin || mayRelease(access, mfe)) return;
  const own = access.slices.join(", ");
  throw new ReleaseRefusal(
    403,
    `the ${own} team's token may release only ${own}; ${mfe} needs its own team's token or the admin token`,
  );
}

/** Who acted, as the history records it: a team token always names its team. */
function actorName(access: ReleaseAccess, name: string | undefined): string {
  if (access.admin) return (name ?? "admin-api").slice(0, 100);
  const team = `${access.slices.join(", ")} team`;
  return (name ? `${name.slice(0, 60)} (${team})` : team).slice(0, 100);
}

/**
 * Release management only (decisions 0017 and 0023): the request must present the admin token or
 * a team's token, as a bearer token (CLI, scripts) or as the password of HTTP Basic (the release
 * page in a browser, whose user name is recorded as who acted). What the token may change is left
 * for the handlers (`access`). Without any configured token the surface is off.
 */
export function releaseAuth(options: {
  tokens: ReleaseTokens;
  json: boolean;
}): MiddlewareHandler<{ Variables: ReleaseVariables }> {
  const configured =
    options.tokens.admin !== undefined || Object.keys(options.tokens.teams).length > 0;
  return async (c, next) => {
    const answer = (status: 401 | 503, message: string) => {
      if (status === 401) c.header("www-authenticate", realm);
      c.header("cache-control", "no-store");
      return options.json ? c.json({ error: message }, status) : c.text(message, status);
    };
    if (!configured) {
      return answer(503, "Release management is off: set SHOP_ADMIN_TOKEN to turn it on");
    }
    const credential = presentedCredential(c.req.header("authorization"));
    const access = credential && releaseAccess(options.tokens, credential.secret);
    if (!credential || !access) {
      return answer(401, "Release management needs the admin token or a team's release token");
    }
    c.set("access", access);
    c.set("actor", actorName(access, credential.name));
    c.header("cache-control", "no-store");
    await next();
  };
}
