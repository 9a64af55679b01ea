import { Hono } from "hono";
import { imageFormats, parseImageOptions, type ImageFormat } from "../images/image-options.ts";
import type { ImageService } from "../images/image-service.ts";
import { RenderQueueFull } from "../images/render-queue.ts";

/** `{brand}/{name}.{webp|avif|jpg|jpeg|png}`: the source `{brand}/{name}.svg` in that format. */
const formatPath = /^(?<name>.+)\.(?<extension>webp|avif|jpe?g|png)$/;

/**
 * The source file and the format a path asks for: `home/1000000-0.webp` is the source
 * `home/1000000-0.svg` as WebP, so product image addresses end in a valid image extension
 * (catalogue spec point 5). A `format` query still wins; `.svg` paths take it or the default.
 */
function sourceOf(file: string): { source: string; format?: ImageFormat } {
  const match = formatPath.exec(file)?.groups;
  if (!match?.name || !match.extension) return { source: file };
  const format = match.extension === "jpg" ? "jpeg" : match.extension;
  return {
    source: `${match.name}.svg`,
    ...((imageFormats as readonly string[]).includes(format)
      ? { format: format as ImageFormat }
      : {}),
  };
}

/**
 * `GET /images/{brand}/{name}.{format}?width=&height=&density=&format=&quality=&blur=&brightness=&rotate=&fill=`:
 * product images resized and converted on request, cached on disk and in browsers for a year
 * (a changed image gets a new file name). Option values are snapped to the steps the endpoint
 * makes; too many pixels is a 400, too many cold renders waiting a 503 with Retry-After
 * (decision 0030).
 */
export function imageRoutes(images: ImageService): Hono {
  const app = new Hono();
  app.get("/:file{.+}", async (c) => {
    const { source, format } = sourceOf(c.req.param("file"));
    const query = c.req.query();
    const options = parseImageOptions(format && !query.format ? { ...query, format } : query);
    const image = await images.render(source, options).catch((error: unknown) => {
      if (error instanceof RenderQueueFull) return error;
      throw error;
    });
    if (image instanceof RenderQueueFull) {
      return c.text(image.message, 503, { "retry-after": String(image.retryAfterSeconds) });
    }
    if (!image) return c.text("Not found", 404);
    return c.body(new Uint8Array(image.body), 200, {
      "content-type": image.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-image-cache": image.cached ? "hit" : "miss",
    });
  });
  return app;
}
