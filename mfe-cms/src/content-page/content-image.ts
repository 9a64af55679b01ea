import { buildStoryblokImage } from "@storyblok/richtext";

/** An image of the content system as a block renders it. */
export interface ContentImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly alt: string;
}

const isImageServiceAsset = (url: string) => /^https:\/\/a(-[a-z]+)?\.storyblok\.com\//.test(url);
/** The shop's own image endpoint (`/images/{brand}/{name}.{format}`, decision 0012). */
const isShopImage = (url: string) => /^\/images\/[^?#]+$/.test(url);
const contentQuality = 70;

/**
 * An asset field's image at a width through Storyblok's image service, with the spec's content
 * defaults (catalogue spec point 9: densities 1 and 2, webp, quality 70), or through the shop's
 * image endpoint at that width, densities 1 and 2 and quality 70 (its format is the address's
 * extension); an image from anywhere else is shown as it is. Undefined for an empty asset field.
 */
export function contentImage(asset: unknown, width: number): ContentImage | undefined {
  if (asset === null || typeof asset !== "object") return undefined;
  const { filename, alt } = asset as { filename?: unknown; alt?: unknown };
  if (typeof filename !== "string" || !filename) return undefined;
  const altText = typeof alt === "string" ? alt : "";
  if (isShopImage(filename)) {
    const at = (density: number) =>
      `${filename}?width=${width}&density=${density}&quality=${contentQuality}`;
    return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x`, alt: altText };
  }
  if (!isImageServiceAsset(filename)) return { src: filename, alt: altText };
  const at = (density: number) =>
    buildStoryblokImage(filename, {
      width: width * density,
      filters: { quality: contentQuality, format: "webp" },
    }).src;
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x`, alt: altText };
}
