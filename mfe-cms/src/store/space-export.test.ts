import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "@shop/shared/testing";
import { cmsMigrations } from "../api/index.ts";
import type { SpaceExport } from "./space-export.ts";
import { StoryStore } from "./story-store.ts";

const exportWith = (title: string): SpaceExport => ({
  folders: [{ name: "Wohnfein", full_slug: "home" }],
  stories: [
    {
      uuid: "story-1",
      name: "Start",
      full_slug: "home/home",
      content: { component: "page", title, body: [] },
      translations: {},
      translated_slugs: [],
    },
  ],
});

let database: TestDatabase;
let dir: string;

const writeExport = (content: SpaceExport) =>
  fs.writeFile(path.join(dir, "home.json"), JSON.stringify(content));
const title = async (store: StoryStore) =>
  (await store.story("home/home", "default", "published"))?.published?.content.title;

describe("the space exports in a development database", () => {
  beforeAll(async () => {
    database = await testDatabase("pglite", [cmsMigrations]);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "cms-export-"));
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("loads into an empty space, keeps an unchanged export, and reloads a changed one", async () => {
    await writeExport(exportWith("Erste Fassung"));
    const first = new StoryStore(database.db, dir);
    expect(await title(first)).toBe("Erste Fassung");
    const { cacheVersion } = await first.space();

    const unchanged = new StoryStore(database.db, dir);
    expect(await title(unchanged)).toBe("Erste Fassung");
    expect((await unchanged.space()).cacheVersion).toBe(cacheVersion);

    await writeExport(exportWith("Zweite Fassung"));
    const restarted = new StoryStore(database.db, dir);
    expect(await title(restarted)).toBe("Zweite Fassung");
    expect((await restarted.space()).cacheVersion).toBeGreaterThan(cacheVersion);
  });
});
