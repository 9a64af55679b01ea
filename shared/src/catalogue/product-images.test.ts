import { describe, expect, it } from "vitest";
import { isValidProductImage, productImageSrcSet, validProductImages } from "./product-images.ts";

describe("isValidProductImage", () => {
  it("accepts avif, webp, jpg, jpeg, tif, tiff and png in any case", () => {
    for (const ext of ["avif", "webp", "jpg", "jpeg", "tif", "tiff", "png", "PNG"]) {
      expect(isValidProductImage({ src: `/images/home/a.${ext}` })).toBe(true);
    }
  });

  it("rejects other formats and ignores the query", () => {
    expect(isValidProductImage({ src: "/images/home/a.svg" })).toBe(false);
    expect(isValidProductImage({ src: "/images/home/a.gif" })).toBe(false);
    expect(isValidProductImage({ src: "/images/home/webp" })).toBe(false);
    expect(isValidProductImage({ src: "/images/home/a.webp?width=600" })).toBe(true);
    expect(validProductImages([{ src: "a.svg" }, { src: "b.jpg" }])).toEqual([{ src: "b.jpg" }]);
  });
});

describe("productImageSrcSet", () => {
  it("offers densities 1 and 2 at the width", () => {
    expect(productImageSrcSet("/images/home/a.webp", 600)).toBe(
      "/images/home/a.webp?width=600&density=1 1x, /images/home/a.webp?width=600&density=2 2x",
    );
  });
});
