import { Hono } from "hono";
import { parseImageOptions } from "../images/image-options.ts";
import type { ImageService } from "../images/image-service.ts";

/**
 * `GET /images/{brand}/{name}.svg?width=&height=&density=&format=&quality=&blur=&brightness=&rotate=&fill=`:
 * product images resized and converted on request, cached on disk and in browsers for a year
 * (a changed image gets a new file name).
 */
export function imageRoutes(images: ImageService): Hono {
  const app = new Hono();
  app.get("/:file{.+}", async (c) => {
    const options = parseImageOptions(c.req.query());
    const image = await images.render(c.req.param("file"), options);
    if (!image) return c.text("Not found", 404);
    return c.body(new Uint8Array(image.body), 200, {
      "content-type": image.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-image-cache": image.cached ? "hit" : "miss",
    });
  });
  return app;
}
