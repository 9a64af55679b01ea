import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { validAddress } from "../http.ts";
import type { Logger } from "../logger.ts";
import type { SliceApi } from "../slice-api.ts";
import { edgeTokenHeader } from "./platform-api-contract.ts";
import { sameSecret } from "./secret.ts";

export interface SliceApiAppOptions {
  readonly api: SliceApi;
  /** `SHOP_INTERNAL_TOKEN`: every request but the health check must carry it. */
  readonly token: string;
  readonly logger: Logger;
  /** Whether the process can serve (its database answers), for `GET /healthz`. */
  readonly healthy: () => Promise<boolean>;
}

/**
 * A slice's routes as their own HTTP app, behind the edge (issue 14, point 5): a request without
 * the edge's token (`x-shop-edge-token`, compared in constant time) is refused with 401, since
 * only the edge sets the forwarded client address and strips what a client forged. A malformed
 * address is refused with 400 as at the edge (`validAddress`). Errors are answered as the edge
 * answers them: `{ error }`, with no detail for a 500.
 */
export function sliceApiApp(options: SliceApiAppOptions): Hono {
  const { api, token, logger } = options;
  const app = new Hono();
  app.get("/healthz", async (c) => {
    const ok = await options.healthy().catch(() => false);
    return c.json({ status: ok ? "ok" : "unavailable", mfe: api.mfe }, ok ? 200 : 503);
  });
  app.use(async (c, next) => {
    const given = c.req.header(edgeTokenHeader);
    if (!given || !sameSecret(given, token)) {
      return c.json({ error: "This API answers requests from the shop's edge only" }, 401);
    }
    await next();
  });
  app.use(validAddress());
  for (const mounted of api.routes) app.route(mounted.path, mounted.routes);
  app.notFound((c) => c.json({ error: `No API at ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message }, error.status);
    }
    logger.error("request.failed", { mfe: api.mfe, path: c.req.path, error: String(error) });
    const status = error instanceof HTTPException ? error.status : 500;
    return c.json({ error: "Something went wrong on our side" }, status);
  });
  return app;
}
