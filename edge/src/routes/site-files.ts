import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";

const publicDir = path.resolve(import.meta.dirname, "..", "..", "public");

/** Site-level files every shop shares: the icon. */
export function siteFileRoutes(): Hono {
  const app = new Hono();
  app.get("/favicon.svg", async (c) =>
    c.body(await fs.readFile(path.join(publicDir, "favicon.svg")), 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    }),
  );
  return app;
}
