import { describe, expect, it } from "vitest";
import { contentImage } from "./content-image.ts";

describe("content images (catalogue spec point 9)", () => {
  it("come from the image service in webp, quality 70, at densities 1 and 2", () => {
    const asset = { filename: "https://a.storyblok.com/f/1/1200x800/ab/sofa.jpg", alt: "Sofa" };
    expect(contentImage(asset, 600)).toEqual({
      src: "https://a.storyblok.com/f/1/1200x800/ab/sofa.jpg/m/600x0/filters:quality(70):format(webp)",
      srcSet:
        "https://a.storyblok.com/f/1/1200x800/ab/sofa.jpg/m/600x0/filters:quality(70):format(webp) 1x, " +
        "https://a.storyblok.com/f/1/1200x800/ab/sofa.jpg/m/1200x0/filters:quality(70):format(webp) 2x",
      alt: "Sofa",
    });
  });

  it("shows an image from elsewhere as it is, and none for an empty asset field", () => {
    expect(contentImage({ filename: "/images/home/1-0.webp" }, 600)).toEqual({
      src: "/images/home/1-0.webp",
      alt: "",
    });
    expect(contentImage({ filename: "" }, 600)).toBeUndefined();
    expect(contentImage(null, 600)).toBeUndefined();
  });
});
