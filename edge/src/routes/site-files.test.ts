import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { shopRegistry } from "../edge-sources.ts";
import { siteIconLinks, siteIcons } from "../head/site-icons.ts";
import { siteFileRoutes } from "./site-files.ts";

const app = siteFileRoutes(shopRegistry(loadConfig({})));

function get(host: string, path: string): Promise<Response> {
  return Promise.resolve(app.request(path, { headers: { host } }));
}

/** The colour of an icon's top-left inner pixel (its background). */
async function backgroundOf(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + 2) * info.channels;
  return [...data.subarray(offset, offset + 3)]
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("");
}

describe("site icons per locale and size", () => {
  it("links each locale's own icons and manifest in the head", () => {
    const links = siteIconLinks({ locale: "fr-ch" }).join("");
    expect(links).toContain(`<link rel="icon" href="/icons/fr-ch/favicon-32x32.png" sizes="32x32"`);
    expect(links).toContain(
      `<link rel="apple-touch-icon" href="/icons/fr-ch/apple-touch-icon-180x180.png" sizes="180x180">`,
    );
    expect(links).toContain(`<link rel="manifest" href="/icons/fr-ch/site.webmanifest">`);
    expect(links).not.toContain("de-ch");
  });

  it("draws every icon at its size in the brand's colour", async () => {
    for (const { file, size } of siteIcons) {
      const home = await get("localhost", `/icons/de-de/${file}`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await home.arrayBuffer());
      expect(await sharp(png).metadata()).toMatchObject({ width: size, height: size });
      if (size >= 48) expect(await backgroundOf(png)).toBe("0b5d57");
    }
    const baby = await get("nl.baby.localhost", "/icons/nl-nl/android-chrome-192x192.png");
    expect(await backgroundOf(Buffer.from(await baby.arrayBuffer()))).toBe("8a2c5e");
  });

  it("answers a web manifest in the shop's language with its large icons", async () => {
    const response = await get("be.baby.localhost", "/icons/fr-be/site.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(await response.json()).toMatchObject({
      name: "Wohnfein Baby",
      lang: "fr-BE",
      start_url: "/fr/",
      theme_color: "#8a2c5e",
      icons: [
        { src: "/icons/fr-be/android-chrome-192x192.png", sizes: "192x192" },
        { src: "/icons/fr-be/android-chrome-512x512.png", sizes: "512x512" },
      ],
    });
  });

  it("has no icons for a locale the host's shop does not serve, nor for unknown files", async () => {
    expect((await get("localhost", "/icons/fr-ch/favicon-32x32.png")).status).toBe(404);
    expect((await get("ch.localhost", "/icons/nl-ch/favicon-32x32.png")).status).toBe(404);
    expect((await get("localhost", "/icons/de-de/favicon-33x33.png")).status).toBe(404);
    const unknown = await get("localhost", "/icons/de-de/../secrets");
    expect(unknown.status).toBe(404);
  });
});
