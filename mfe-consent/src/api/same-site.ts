import type { MiddlewareHandler } from "hono";
import type { ApiError } from "@shop/shared";

/**
 * The consent slice's writes come from the shop's own pages only: a browser's cross-site request
 * (`Sec-Fetch-Site`) → 403 `{ error, key }`, so another site cannot fill the consent log or the
 * vitals with its visitors' requests. (The edge's JSON guard covers `/api/shop/*` and `/api/user/*`,
 * not this slice's path; a server-side caller sends no such header and passes.)
 */
export function sameSiteOnly(): MiddlewareHandler {
  return async (c, next) => {
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return c.json<ApiError>(
        { error: "Cross-site requests are not accepted", key: "consent.crossSite" },
        403,
      );
    }
    await next();
  };
}
