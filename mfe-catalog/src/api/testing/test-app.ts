import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { SliceRoutes } from "@shop/shared/platform";

/** Paths whose errors the platform answers as JSON (`{ error }`), the rest as text. */
const jsonPaths = ["/api/", "/optimization/"];

/**
 * The catalogue's routes mounted as the platform mounts them, with its one error handler:
 * an HTTPException's status and message, `{ error }` JSON under the API paths. For HTTP tests
 * with `app.request()`; the platform's middleware (compression, security headers, the JSON
 * guard on mutations) is the edge's and not here.
 */
export function testApp(api: { readonly routes: readonly SliceRoutes[] }): Hono {
  const app = new Hono();
  for (const { path, routes } of api.routes) app.route(path, routes);
  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    const message = status >= 500 ? "Something went wrong on our side" : error.message;
    return jsonPaths.some((prefix) => c.req.path.startsWith(prefix))
      ? c.json({ error: message }, status)
      : c.text(message, status);
  });
  return app;
}
