import { buildStoryblokImage } from "@storyblok/richtext";

/** An image of the content system as a block renders it. */
export interface ContentImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly alt: string;
}

const isImageServiceAsset = (url: string) => /^https:\/\/a(-[a-z]+)?\.storyblok\.com\//.test(url);

/**
 * An asset field's image at a width through Storyblok's image service, with the spec's content
 * defaults (catalogue spec point 9: densities 1 and 2, webp, quality 70); an image from anywhere
 * else is shown as it is. Undefined for an empty asset field.
 */
export function contentImage(asset: unknown, width: number): ContentImage | undefined {
  if (asset === null || typeof asset !== "object") return undefined;
  const { filename, alt } = asset as { filename?: unknown; alt?: unknown };
  if (typeof filename !== "string" || !filename) return undefined;
  const altText = typeof alt === "string" ? alt : "";
  if (!isImageServiceAsset(filename)) return { src: filename, alt: altText };
  const at = (density: number) =>
    buildStoryblokImage(filename, {
      width: width * density,
      filters: { quality: 70, format: "webp" },
    }).src;
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x`, alt: altText };
}
