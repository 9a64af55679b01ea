import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { productImageSizes } from "@shop/shared";
import { imageSizeSteps, parseImageOptions } from "../images/image-options.ts";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

// Seeding writes the test catalogue's image sources; the endpoint reads them.
const handle = await seededTestDatabase("pglite");
afterAll(() => handle.dispose());
const app = testApp(testCatalogApi(handle));
const image = "/images/home/1000000-0.svg";

async function metadata(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe("GET /images/{file}", () => {
  it("answers webp at quality 75 by default, at the source's size, cached for a year", async () => {
    const response = await app.request(image);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await metadata(response)).toMatchObject({ format: "webp", width: 600, height: 600 });
  });

  it.each([
    ["avif", "heif"],
    ["webp", "webp"],
    ["jpeg", "jpeg"],
    ["png", "png"],
  ])("converts to %s and resizes, doubling for density 2", async (format, sharpFormat) => {
    const response = await app.request(`${image}?width=150&format=${format}&density=2`);
    expect(response.headers.get("content-type")).toBe(`image/${format}`);
    expect(await metadata(response)).toMatchObject({
      format: sharpFormat,
      width: 300,
      height: 300,
    });
  });

  it.each([
    ["webp", "image/webp", "webp"],
    ["avif", "image/avif", "heif"],
    ["jpg", "image/jpeg", "jpeg"],
    ["png", "image/png", "png"],
  ])(
    "takes the format from a .%s address (the product images' form)",
    async (ext, type, format) => {
      const response = await app.request(`/images/home/1000000-0.${ext}?width=150`);
      expect(response.headers.get("content-type")).toBe(type);
      expect(await metadata(response)).toMatchObject({ format, width: 150 });
    },
  );

  it("rotates, then fits the image into the width × height box, never blank", async () => {
    const response = await app.request(
      `${image}?width=340&height=150&rotate=90&fill=ffffff&format=png`,
    );
    expect(await metadata(response)).toMatchObject({ width: 340, height: 150 });
    const stats = await sharp(
      Buffer.from(await (await app.request(`${image}?format=png`)).arrayBuffer()),
    ).stats();
    const spread = stats.channels.map((channel) => channel.max - channel.min);
    expect(Math.max(...spread)).toBeGreaterThan(100);
  });

  it("serves a repeated request from the disk cache", async () => {
    const url = `${image}?width=123&quality=60`;
    await app.request(url);
    const again = await app.request(url);
    expect(again.headers.get("x-image-cache")).toBe("hit");
  });

  it.each([
    ["width=0", "width must be a whole number from 1 to 1440"],
    ["width=abc", "width must be a whole number from 1 to 1440"],
    ["height=1441", "height must be a whole number from 1 to 1440"],
    ["format=gif", "format must be one of avif, webp, jpeg, png"],
    ["quality=101", "quality must be a whole number from 0 to 100"],
    ["rotate=45", "rotate must be 0, 90, 180 or 270"],
    ["blur=-1", "blur must be a whole number from 0 to 100"],
    ["brightness=150", "brightness must be a whole number from -100 to 100"],
    ["fill=red", "fill must be a 6-digit hex colour or transparent"],
    ["density=3", "density must be a whole number from 1 to 2"],
    ["size=big", "size is not an image option"],
  ])("refuses %s with 400 and a message", async (query, message) => {
    const response = await app.request(`${image}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
  });

  it("answers 404 for unknown images and anything outside the image folder", async () => {
    for (const path of [
      "/images/home/9999999-0.svg",
      "/images/home/..%2F..%2Fsecret.svg",
      "/images/home/9999999-0.webp",
      "/images/home/1000000-0.gif",
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});

describe("parseImageOptions", () => {
  it("keeps only the options given, with the shop defaults", () => {
    expect(parseImageOptions({ width: "600", density: "2" })).toEqual({
      width: 600,
      density: 2,
      format: "webp",
      quality: 75,
    });
    expect(
      parseImageOptions({ quality: "0", blur: "20", brightness: "-30", fill: "transparent" }),
    ).toEqual({ density: 1, format: "webp", quality: 10, blur: 20, brightness: -30 });
  });

  it("snaps sizes up to the next step and other values to the nearest (decision 0030)", () => {
    expect(
      parseImageOptions({
        width: "97",
        height: "1201",
        quality: "100",
        blur: "5",
        brightness: "-44",
        fill: "A1B2C3",
      }),
    ).toEqual({
      width: 120,
      height: 1440,
      density: 1,
      format: "webp",
      quality: 90,
      blur: 10,
      brightness: -40,
      fill: "9999cc",
    });
    // Values that change nothing read as no value: one cache file for the default image.
    expect(
      parseImageOptions({ quality: "73", blur: "4", brightness: "0", rotate: "0", fill: "000000" }),
    ).toEqual({ density: 1, format: "webp", quality: 75, fill: "000000" });
  });

  it("makes every size the shop's pages ask for without snapping it", () => {
    for (const size of Object.values(productImageSizes)) {
      expect(imageSizeSteps, String(size)).toContain(size);
    }
  });
});
