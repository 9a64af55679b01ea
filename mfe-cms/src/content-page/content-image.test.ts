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

  it("come from the shop's image endpoint at the width, densities 1 and 2, quality 70", () => {
    expect(contentImage({ filename: "/images/home/1-0.webp", alt: "Küche" }, 310)).toEqual({
      src: "/images/home/1-0.webp?width=310&density=1&quality=70",
      srcSet:
        "/images/home/1-0.webp?width=310&density=1&quality=70 1x, " +
        "/images/home/1-0.webp?width=310&density=2&quality=70 2x",
      alt: "Küche",
    });
  });

  it("shows an image from elsewhere as it is, and none for an empty asset field", () => {
    expect(contentImage({ filename: "https://example.org/sofa.jpg" }, 600)).toEqual({
      src: "https://example.org/sofa.jpg",
      alt: "",
    });
    expect(contentImage({ filename: "" }, 600)).toBeUndefined();
    expect(contentImage(null, 600)).toBeUndefined();
  });
});
