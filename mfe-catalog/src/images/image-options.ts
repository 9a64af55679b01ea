import { HTTPException } from "hono/http-exception";

export const imageFormats = ["avif", "webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** What the image endpoint does to a source image (catalogue spec point 5, image options). */
export interface ImageOptions {
  readonly width?: number;
  readonly height?: number;
  /** Pixel density: 1 or 2 (catalogue spec point 9: densities 1 and 2). */
  readonly density: 1 | 2;
  readonly format: ImageFormat;
  readonly quality: number;
  readonly blur?: number;
  readonly brightness?: number;
  readonly rotate?: 0 | 90 | 180 | 270;
  /** Background where the image does not cover the box: 6-digit hex or transparent. */
  readonly fill?: string;
}

/** Shop image defaults (catalogue spec point 9): webp, quality 75. */
export const imageDefaults = { format: "webp", quality: 75 } as const;

const known = new Set([
  "width",
  "height",
  "density",
  "format",
  "quality",
  "blur",
  "brightness",
  "rotate",
  "fill",
]);

function wholeNumber(
  query: Readonly<Record<string, string>>,
  name: string,
  min: number,
  max: number,
) {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw new HTTPException(400, {
      message: `${name} must be a whole number from ${min} to ${max}`,
    });
  }
  return value;
}

/** Reads and checks the image query; anything unknown or out of range is a 400 with a message. */
export function parseImageOptions(query: Readonly<Record<string, string>>): ImageOptions {
  for (const name of Object.keys(query)) {
    if (!known.has(name))
      throw new HTTPException(400, { message: `${name} is not an image option` });
  }
  const format = query.format ?? imageDefaults.format;
  if (!(imageFormats as readonly string[]).includes(format)) {
    throw new HTTPException(400, { message: `format must be one of ${imageFormats.join(", ")}` });
  }
  const density = wholeNumber(query, "density", 1, 2) ?? 1;
  const rotate = wholeNumber(query, "rotate", 0, 270);
  if (rotate !== undefined && rotate % 90 !== 0) {
    throw new HTTPException(400, { message: "rotate must be 0, 90, 180 or 270" });
  }
  const fill = query.fill;
  if (fill !== undefined && fill !== "transparent" && !/^[0-9a-fA-F]{6}$/.test(fill)) {
    throw new HTTPException(400, { message: "fill must be a 6-digit hex colour or transparent" });
  }
  const options: ImageOptions = {
    width: wholeNumber(query, "width", 1, 2400),
    height: wholeNumber(query, "height", 1, 2400),
    density: density as 1 | 2,
    format: format as ImageFormat,
    quality: Math.max(1, wholeNumber(query, "quality", 0, 100) ?? imageDefaults.quality),
    blur: wholeNumber(query, "blur", 0, 100),
    brightness: wholeNumber(query, "brightness", -100, 100),
    rotate: rotate as ImageOptions["rotate"],
    fill,
  };
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as ImageOptions;
}
