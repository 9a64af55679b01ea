import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { FileContentSource } from "./content-source.ts";

let root: string;
const story = (name: string) => JSON.stringify({ story: { name, full_slug: name, content: {} } });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "shop-cms-stories-"));
  await fs.mkdir(path.join(root, "home", "de"), { recursive: true });
  await fs.writeFile(path.join(root, "home", "de", "home.json"), story("Start"));
});

afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe("the file content source's version (decision 0025)", () => {
  it("stays the same while no story changes", async () => {
    const content = new FileContentSource(root);
    expect(await content.version()).toBe(await content.version());
  });

  it("changes when a story is changed, added or removed", async () => {
    const content = new FileContentSource(root);
    const home = path.join(root, "home", "de", "home.json");
    const kitchen = path.join(root, "home", "de", "kueche.json");
    const before = await content.version();

    await fs.writeFile(home, story("Startseite"));
    const changed = await content.version();
    expect(changed).not.toBe(before);
    expect((await content.story(shopContext("home", "de", "de"), "_"))?.name).toBe("Startseite");

    await fs.writeFile(kitchen, story("Küche"));
    const added = await content.version();
    expect(added).not.toBe(changed);

    await fs.rm(kitchen);
    expect(await content.version()).not.toBe(added);
  });

  it("has a version without any stories folder", async () => {
    const content = new FileContentSource(path.join(root, "missing"));
    expect(await content.version()).toMatch(/^[0-9a-f]{16}$/);
  });
});
