import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";

const publicDir = path.resolve(import.meta.dirname, "..", "..", "public");

/** Site-level files every shop shares: the icon. */
export function siteFileRoutes(): Hono {
  const app = new Hono();
  // Read on the first request and kept: the file ships with the edge and never changes while it runs.
  let icon: Promise<Buffer> | undefined;
  app.get("/favicon.svg", async (c) =>
    c.body(new Uint8Array(await (icon ??= fs.readFile(path.join(publicDir, "favicon.svg")))), 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    }),
  );
  return app;
}
