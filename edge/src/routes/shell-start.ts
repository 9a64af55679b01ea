import { Hono } from "hono";
import { shellStart } from "../composition/shell-start.ts";
import { immutableCacheControl, revalidateCacheControl } from "./assets.ts";

/**
 * The shell's start script (decision 0057) at `/_edge/shell-start.{hash}.js`. Another hash (a
 * page from an instance of another edge version, during a rolling deploy) gets this instance's
 * script too, revalidated instead of kept, so no page is left without its shell.
 */
export function shellStartRoutes(): Hono {
  const app = new Hono();
  app.get("/:file{shell-start\\.[0-9a-f]{12}\\.js}", (c) => {
    const current = c.req.param("file") === `shell-start.${shellStart.hash}.js`;
    return c.body(shellStart.source, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": current ? immutableCacheControl : revalidateCacheControl,
    });
  });
  return app;
}
