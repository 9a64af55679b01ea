import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageOptions } from "./image-options.ts";

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
 * Resizes and converts product images with sharp, keeping every result on disk under a key made
 * of the source and the options: a second request for the same image is a file read.
 */
export class ImageService {
  private readonly sourceDir: string;
  private readonly cacheDir: string;

  constructor(sourceDir: string, cacheDir: string) {
    this.sourceDir = sourceDir;
    this.cacheDir = cacheDir;
  }

  /** The image, or undefined when there is no such source. */
  async render(file: string, options: ImageOptions): Promise<RenderedImage | undefined> {
    if (!sourcePattern.test(file)) return undefined;
    const source = path.join(this.sourceDir, file);
    if (!existsSync(source)) return undefined;
    const key = createHash("sha256").update(file).update(JSON.stringify(options)).digest("hex");
    const cached = path.join(this.cacheDir, key.slice(0, 2), `${key}.${options.format}`);
    const contentType = imageContentTypes[options.format];
    if (existsSync(cached)) return { body: await readFile(cached), contentType, cached: true };

    const body = await transform(await readFile(source), options);
    await mkdir(path.dirname(cached), { recursive: true });
    // Unique per call: two requests for one uncached image must not share a temporary file.
    const temporary = `${cached}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, cached);
    return { body, contentType, cached: false };
  }
}

function background(fill: string | undefined) {
  return !fill || fill === "transparent" ? { r: 0, g: 0, b: 0, alpha: 0 } : `#${fill}`;
}

async function transform(source: Buffer, options: ImageOptions): Promise<Buffer> {
  const scale = (value: number | undefined) =>
    value === undefined ? undefined : value * options.density;
  let image = sharp(source, { density: 72 * options.density });
  if (options.width !== undefined || options.height !== undefined) {
    image = image.resize({
      width: scale(options.width),
      height: scale(options.height),
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
      background: options.fill && options.fill !== "transparent" ? `#${options.fill}` : "#ffffff",
    });
  // AVIF at its default effort takes half a second per image; effort 2 is a third of that and
  // still smaller than WebP.
  const effort = options.format === "avif" ? { effort: 2 } : {};
  return image.toFormat(options.format, { quality: options.quality, ...effort }).toBuffer();
}
