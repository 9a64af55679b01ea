// The image endpoint's bounds (issue 16, finding 2; decision 0030): a pixel ceiling, option
// values snapped to the shop's steps, a bounded queue of cold renders, a capped disk cache.
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

// Seeding writes the test catalogue's image sources; the endpoint reads them.
const handle = await seededTestDatabase("pglite");
const cacheDirs: string[] = [];
afterAll(async () => {
  await Promise.all(cacheDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  await handle.dispose();
});

/** The image routes over a cache folder of their own, with the limits given. */
async function imageApp(limits: { cacheBytes?: number; renders?: number; renderQueue?: number }) {
  const imageCacheDir = await mkdtemp(path.join(os.tmpdir(), "catalog-image-bounds-"));
  cacheDirs.push(imageCacheDir);
  const imageLimits = { cacheBytes: 1 << 30, renders: 2, renderQueue: 64, ...limits };
  const app = testApp(testCatalogApi(handle, undefined, { imageCacheDir, imageLimits }));
  return { get: async (url: string) => app.request(url), imageCacheDir };
}

async function bytesIn(folder: string): Promise<number> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => (await stat(path.join(file.parentPath, file.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe("GET /images/{file} within bounds", () => {
  it.each([
    "width=2400&height=2400&density=2&blur=100&quality=100&fill=a1b2c3",
    "width=1440&height=1440&density=2&format=png",
    "width=768&density=2",
  ])("refuses %s (more pixels than the ceiling) with 400 and a message", async (query) => {
    const { get } = await imageApp({});
    const response = await get(`/images/home/1000001-0.avif?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/at most|must be/);
  });

  it("names the pixel ceiling when width × height × density² is above it", async () => {
    const { get } = await imageApp({});
    const response = await get("/images/home/1000001-0.png?width=1440&height=1440&density=2");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "width × height × density² must be at most 2073600 pixels (1440 × 1440)",
    );
  });

  it("snaps odd option values to the shop's steps: one render, one cache file, the same bytes", async () => {
    const { get, imageCacheDir } = await imageApp({});
    const canonical = await get(
      "/images/home/1000001-0.webp?width=600&density=2&quality=75&blur=10&fill=9999cc",
    );
    expect(canonical.headers.get("x-image-cache")).toBe("miss");
    const odd = await get(
      "/images/home/1000001-0.webp?width=599&density=2&quality=76&blur=13&fill=a1b2c3",
    );
    expect(odd.status).toBe(200);
    expect(odd.headers.get("x-image-cache")).toBe("hit");
    expect(Buffer.from(await odd.arrayBuffer())).toEqual(
      Buffer.from(await canonical.arrayBuffer()),
    );
    const files = await readdir(imageCacheDir, { recursive: true, withFileTypes: true });
    expect(files.filter((file) => file.isFile())).toHaveLength(1);
  });

  it("answers 503 with Retry-After when the queue of cold renders is full", async () => {
    const { get } = await imageApp({ renders: 1, renderQueue: 1 });
    const responses = await Promise.all(
      [10, 20, 30, 40].map((blur) =>
        get(`/images/home/1000001-0.avif?width=600&density=2&quality=90&blur=${blur}`),
      ),
    );
    const refused = responses.filter((response) => response.status === 503);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const response of refused) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await response.text()).toBe("Too many images are being made; try again shortly");
    }
  });

  it("makes an image asked for twice at once only once, without a queue place for the second", async () => {
    const { get } = await imageApp({ renders: 1, renderQueue: 0 });
    const url = "/images/home/1000001-0.avif?width=600&density=2&quality=90";
    const [first, second] = await Promise.all([get(url), get(url)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from(await second.arrayBuffer()));
  });

  it("keeps the disk cache under its cap, evicting the least recently used image", async () => {
    const urls = ["1000001-0", "1000002-0", "1000003-0"].map(
      (name) => `/images/home/${name}.png?width=150`,
    );
    const sizing = await imageApp({});
    const sizes = await Promise.all(
      urls.map(async (url) => (await (await sizing.get(url)).arrayBuffer()).byteLength),
    );
    const cacheBytes = sizes.reduce((sum, size) => sum + size, 0) - 1;
    const { get, imageCacheDir } = await imageApp({ cacheBytes });
    const [a, b, c] = urls as [string, string, string];
    await get(a);
    await get(b);
    expect((await get(a)).headers.get("x-image-cache")).toBe("hit");
    await get(c); // over the cap: b, the least recently used, goes
    expect((await get(a)).headers.get("x-image-cache")).toBe("hit");
    expect((await get(c)).headers.get("x-image-cache")).toBe("hit");
    expect((await get(b)).headers.get("x-image-cache")).toBe("miss");
    expect(await bytesIn(imageCacheDir)).toBeLessThanOrEqual(cacheBytes);
  });
});
