import type { ProductImage } from "../api/products.ts";

const validImageExtension = /\.(avif|webp|jpg|jpeg|tif|tiff|png)$/i;

/**
 * Catalogue spec point 5: a valid product image's source ends in avif, webp, jpg, jpeg, tif,
 * tiff or png (a query or fragment after the path does not count).
 */
export function isValidProductImage(image: ProductImage): boolean {
  const path = image.src.split(/[?#]/, 1)[0] ?? "";
  return validImageExtension.test(path);
}

/** The product's images that may be shown (catalogue spec point 5). */
export function validProductImages<I extends ProductImage>(images: readonly I[]): I[] {
  return images.filter(isValidProductImage);
}

/** Catalogue spec point 9: gallery 600 px (at 2x), thumbnails 150 px (at 1x), cards 340 and 346. */
export const productImageSizes = {
  gallery: 600,
  thumbnail: 150,
  card: 340,
  sliderCard: 346,
} as const;

/**
 * The image endpoint's address for a width and density (decision 0012): `width` in CSS pixels,
 * `density` 1 or 2; the format is the source's extension.
 */
export function productImageUrl(src: string, width: number, density: 1 | 2 = 1): string {
  const separator = src.includes("?") ? "&" : "?";
  return `${src}${separator}width=${width}&density=${density}`;
}

/** `srcset` with densities 1 and 2 (catalogue spec point 9, image defaults). */
export function productImageSrcSet(src: string, width: number): string {
  return `${productImageUrl(src, width, 1)} 1x, ${productImageUrl(src, width, 2)} 2x`;
}
