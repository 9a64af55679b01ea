import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ImageDiskCache } from "./image-disk-cache.ts";
import type { ImageLimits } from "./image-limits.ts";
import type { ImageOptions } from "./image-options.ts";
import { RenderQueue } from "./render-queue.ts";

export const imageContentTypes = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;

export interface RenderedImage {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cached: boolean;
}

/** Source files are `{brand}/{name}.svg` below the image folder; nothing else is served. */
const sourcePattern = /^[a-z]+\/[A-Za-z0-9_-]+\.svg$/;

/**
 * Resizes and converts product images with sharp, keeping results on disk under a key made of
 * the source and the (snapped) options: a second request for the same image is a file read.
 * Cold renders go through a bounded queue (RenderQueueFull past it), one render per image however
 * many ask at once, and the disk cache keeps to its size (decision 0030).
 */
export class ImageService {
  private readonly sourceDir: string;
  private readonly cache: ImageDiskCache;
  private readonly queue: RenderQueue;
  /** Renders under way by cache file name, shared by everyone asking for that image meanwhile. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(sourceDir: string, cacheDir: string, limits: ImageLimits) {
    this.sourceDir = sourceDir;
    this.cache = new ImageDiskCache(cacheDir, limits.cacheBytes);
    this.queue = new RenderQueue(limits.renders, limits.renderQueue);
  }

  /** The image, or undefined when there is no such source; RenderQueueFull when too busy. */
  async render(file: string, options: ImageOptions): Promise<RenderedImage | undefined> {
    if (!sourcePattern.test(file)) return undefined;
    const source = path.join(this.sourceDir, file);
    if (!existsSync(source)) return undefined;
    const key = createHash("sha256").update(file).update(JSON.stringify(options)).digest("hex");
    const name = path.join(key.slice(0, 2), `${key}.${options.format}`);
    const contentType = imageContentTypes[options.format];
    const cached = await this.cache.read(name);
    if (cached) return { body: cached, contentType, cached: true };

    let rendering = this.rendering.get(name);
    if (!rendering) {
      rendering = this.queue
        .run(async () => {
          const body = await transform(await readFile(source), options);
          await this.cache.write(name, body);
          return body;
        })
        .finally(() => this.rendering.delete(name));
      this.rendering.set(name, rendering);
    }
    return { body: await rendering, contentType, cached: false };
  }
}

function background(fill: string | undefined) {
  return fill ? `#${fill}` : { r: 0, g: 0, b: 0, alpha: 0 };
}

async function transform(source: Buffer, options: ImageOptions): Promise<Buffer> {
  const scale = (value: number | undefined) =>
    value === undefined ? undefined : value * options.density;
  let image = sharp(source, { density: 72 * options.density });
  if (options.width !== undefined || options.height !== undefined) {
    // One side given: the image fits a square of it, so it never has more pixels than the
    // options were checked for.
    image = image.resize({
      width: scale(options.width ?? options.height),
      height: scale(options.height ?? options.width),
      fit: options.width && options.height ? "contain" : "inside",
      background: background(options.fill),
    });
  }
  if (options.rotate)
    image = image.rotate(options.rotate, { background: background(options.fill) });
  if (options.brightness) image = image.modulate({ brightness: 1 + options.brightness / 100 });
  if (options.blur) image = image.blur(0.3 + options.blur / 5);
  if (options.format === "jpeg")
    image = image.flatten({
      background: options.fill ? `#${options.fill}` : "#ffffff",
    });
  // AVIF at its default effort takes half a second per image; effort 2 is a third of that and
  // still smaller than WebP.
  const effort = options.format === "avif" ? { effort: 2 } : {};
  return image.toFormat(options.format, { quality: options.quality, ...effort }).toBuffer();
}
