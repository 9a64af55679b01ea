import { HTTPException } from "hono/http-exception";

export const imageFormats = ["avif", "webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * What the image endpoint does to a source image (catalogue spec point 5, image options), each
 * value on its step (parseImageOptions); an option that would change nothing is left out.
 */
export interface ImageOptions {
  readonly width?: number;
  readonly height?: number;
  /** Pixel density: 1 or 2 (catalogue spec point 9: densities 1 and 2). */
  readonly density: 1 | 2;
  readonly format: ImageFormat;
  readonly quality: number;
  readonly blur?: number;
  readonly brightness?: number;
  readonly rotate?: 90 | 180 | 270;
  /** Background where the image does not cover the box: 6-digit hex; transparent without. */
  readonly fill?: string;
}

/** Shop image defaults (catalogue spec point 9): webp, quality 75. */
export const imageDefaults = { format: "webp", quality: 75 } as const;

/**
 * The widths and heights the endpoint makes (CSS pixels), smallest first: the shop's own sizes
 * (basket layer 96 and lines 120, thumbnails 150, navigation teaser 310, cards 340 and 346, gallery
 * 600: catalogue spec point 9) and the image screens' breakpoints up to xl 1440. Any other value
 * is made at the next step up, so nearby values share one render (decision 0030).
 */
export const imageSizeSteps = [
  96, 120, 150, 310, 340, 346, 480, 600, 640, 768, 1024, 1200, 1440,
] as const;
const largestSize = 1440;

/** The most pixels one image may have, width × height × density²: 1440 × 1440 (decision 0030). */
export const maxImagePixels = largestSize * largestSize;

/** Qualities made (the shop's 75 and the content images' 70 among them); above 90 reads as 90. */
const qualitySteps = [10, 20, 30, 40, 50, 60, 70, 75, 80, 90] as const;

/** Blur and brightness are made in steps of 10; fill colours on the 216 web-safe colours. */
const effectStep = 10;
const colourStep = 0x33;

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

/** The size step a requested width or height is made at: the next one up. */
function sizeStep(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  return imageSizeSteps.find((step) => step >= value) ?? largestSize;
}

/** The step nearest to a value (the higher one on a tie). */
function nearestStep(value: number, steps: readonly number[]): number {
  return steps.reduce((best, step) =>
    Math.abs(step - value) <= Math.abs(best - value) ? step : best,
  );
}

/** Blur or brightness in steps of 10; none for 0, which changes nothing. */
function effectStepOf(value: number | undefined): number | undefined {
  const step = value === undefined ? 0 : Math.round(value / effectStep) * effectStep;
  return step === 0 ? undefined : step;
}

/**
 * A 6-digit hex colour on the web-safe grid (each channel 00, 33, 66, 99, cc or ff); none for
 * transparent, the default.
 */
function fillStep(fill: string | undefined): string | undefined {
  if (fill === undefined || fill === "transparent") return undefined;
  return [0, 2, 4]
    .map(
      (start) => Math.round(parseInt(fill.slice(start, start + 2), 16) / colourStep) * colourStep,
    )
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * The most pixels an image of these options has: its box (a square on the one side given)
 * times density². Without either side the image keeps its source's size (600 px), times density.
 */
function boxPixels(width: number | undefined, height: number | undefined, density: number) {
  return (width ?? height ?? 0) * (height ?? width ?? 0) * density * density;
}

/**
 * Reads and checks the image query, then snaps each value to the steps the endpoint makes
 * (decision 0030): anything unknown or out of range, or an image above maxImagePixels, is a 400
 * with a message.
 */
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
  const fill = query.fill?.toLowerCase();
  if (fill !== undefined && fill !== "transparent" && !/^[0-9a-f]{6}$/.test(fill)) {
    throw new HTTPException(400, { message: "fill must be a 6-digit hex colour or transparent" });
  }
  const width = sizeStep(wholeNumber(query, "width", 1, largestSize));
  const height = sizeStep(wholeNumber(query, "height", 1, largestSize));
  if (boxPixels(width, height, density) > maxImagePixels) {
    throw new HTTPException(400, {
      message: `width × height × density² must be at most ${maxImagePixels} pixels (${largestSize} × ${largestSize})`,
    });
  }
  const quality = wholeNumber(query, "quality", 0, 100) ?? imageDefaults.quality;
  const options: ImageOptions = {
    width,
    height,
    density: density as 1 | 2,
    format: format as ImageFormat,
    quality: nearestStep(quality, qualitySteps),
    blur: effectStepOf(wholeNumber(query, "blur", 0, 100)),
    brightness: effectStepOf(wholeNumber(query, "brightness", -100, 100)),
    rotate: rotate ? (rotate as ImageOptions["rotate"]) : undefined,
    fill: fillStep(fill),
  };
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as ImageOptions;
}
