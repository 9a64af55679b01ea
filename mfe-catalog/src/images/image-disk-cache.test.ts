import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ImageDiskCache } from "./image-disk-cache.ts";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "catalog-image-disk-cache-"));
  folders.push(dir);
  return dir;
}
const bytes = (size: number) => Buffer.alloc(size, 1);

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("ImageDiskCache", () => {
  it("keeps to its cap, removing the least recently read or written first", async () => {
    const dir = await folder();
    const cache = new ImageDiskCache(dir, 250);
    await cache.write("aa/a.webp", bytes(100));
    await cache.write("bb/b.webp", bytes(100));
    expect(await cache.read("aa/a.webp")).toEqual(bytes(100));
    await cache.write("cc/c.webp", bytes(100));
    expect(await filesIn(dir)).toEqual(["aa/a.webp", "cc/c.webp"]);
    expect(await cache.read("bb/b.webp")).toBeUndefined();
  });

  it("after a restart, knows what the folder holds, oldest use first, and drops interrupted writes", async () => {
    const dir = await folder();
    await mkdir(path.join(dir, "aa"));
    for (const [name, usedAt] of [
      ["aa/new.webp", 3000],
      ["aa/old.webp", 1000],
      ["aa/middle.webp", 2000],
    ] as const) {
      await writeFile(path.join(dir, name), bytes(100));
      await utimes(path.join(dir, name), usedAt, usedAt);
    }
    await writeFile(path.join(dir, "aa", "half.webp.1.x.tmp"), bytes(50));
    const cache = new ImageDiskCache(dir, 250);
    expect(await cache.read("aa/middle.webp")).toEqual(bytes(100));
    expect(await filesIn(dir)).toEqual(["aa/middle.webp", "aa/new.webp"]);
  });
});
