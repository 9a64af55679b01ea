import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import { limitBody } from "./body-limit.ts";

const mutations = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Request bodies of the shop's calls are small forms and commands. */
export const maxBodyBytes = 16 * 1024;

function hasBody(request: Request): boolean {
  return request.body !== null && request.headers.get("content-length") !== "0";
}

/**
 * A browser's cross-site request (`Sec-Fetch-Site`) or one from a foreign `Origin` → 403.
 * Server-side callers send neither header and pass.
 */
export function refuseCrossSite(c: Context, shops: ShopRegistry): void {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    throw new HTTPException(403, { message: "Cross-site requests are not accepted" });
  }
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    const shop = shops.knownHost(c.req.header("host"));
    if (!shop || !shops.origins(shop).includes(origin)) {
      throw new HTTPException(403, { message: "Requests from other origins are not accepted" });
    }
  }
}

/**
 * Guards the state-changing calls (core spec point 7) against cross-site requests and odd input:
 * more than 16 KiB → 413 and the connection closed, before anything else is looked at; a
 * browser's foreign Origin or cross-site Sec-Fetch-Site → 403; a body that is not
 * `application/json` → 415. Server-side callers send neither header and pass; browsers always
 * send Origin on these methods.
 */
export function jsonMutations(shops: ShopRegistry): MiddlewareHandler {
  const limit = limitBody(maxBodyBytes);
  const guard: MiddlewareHandler = async (c, next) => {
    refuseCrossSite(c, shops);
    if (hasBody(c.req.raw)) {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new HTTPException(415, { message: "The body must be application/json" });
      }
    }
    await next();
  };
  return async (c, next) => {
    if (!mutations.has(c.req.method)) return next();
    return limit(c, async () => {
      await guard(c, next);
    });
  };
}
