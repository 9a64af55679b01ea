import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { isMicroFrontend } from "@shop/shared";
import type { ArtefactStore } from "../composition/artefact-store.ts";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** Manifests name what is live, so browsers revalidate them; everything else is content-hashed. */
const revalidated = new Set(["mf-manifest.json", "mf-stats.json"]);

export const immutableCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "public, no-cache";

function precompressed(file: string, acceptEncoding: string): { file: string; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`))
    return { file: `${file}.br`, encoding: "br" };
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`))
    return { file: `${file}.gz`, encoding: "gzip" };
  return { file };
}

/**
 * The slices' browser builds: `/_mfe/{slice}/{version}/{file}`. Every version stays served, so
 * pages opened before a promotion or rollback keep working.
 */
export function assetRoutes(store: ArtefactStore): Hono {
  const app = new Hono();
  app.get("/:name/:version/:file{.+}", async (c) => {
    const { name, version, file } = c.req.param();
    if (!isMicroFrontend(name)) return c.text("Not found", 404);
    const found = await store.browserFile(name, version, file);
    if (!found) return c.text("Not found", 404);
    const served = precompressed(found, c.req.header("accept-encoding") ?? "");
    const body = await fs.readFile(served.file);
    const headers: Record<string, string> = {
      "content-type": contentTypes[path.extname(found)] ?? "application/octet-stream",
      vary: "Accept-Encoding",
    };
    if (served.encoding) headers["content-encoding"] = served.encoding;
    if (revalidated.has(path.basename(found))) {
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      headers["cache-control"] = revalidateCacheControl;
      headers.etag = etag;
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    } else {
      headers["cache-control"] = immutableCacheControl;
    }
    return c.body(body, 200, headers);
  });
  return app;
}
