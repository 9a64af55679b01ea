import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { BuildInfo } from "@shop/shared/build";

/** Files a version folder carries besides its build output: not part of the content hash. */
function isDerived(relative: string): boolean {
  return relative === "build.json" || relative.endsWith(".br") || relative.endsWith(".gz");
}

/** Every file of a folder, relative and sorted (`browser/…`, `server/…`, `build.json`). */
export async function folderFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The content version of a built version folder: the first 12 hex characters of the SHA-256 over
 * its build output, computed as the slice build names it (decision 0003). Publishing checks it,
 * so a version id always names exactly one content.
 */
export async function contentVersion(folder: string): Promise<string> {
  const hash = createHash("sha256");
  for (const relative of (await folderFiles(folder)).filter((file) => !isDerived(file))) {
    hash.update(relative);
    hash.update(await fs.readFile(path.join(folder, relative)));
  }
  return hash.digest("hex").slice(0, 12);
}

/** Reads a version folder's `build.json`. */
export async function readBuildInfo(folder: string): Promise<BuildInfo> {
  return JSON.parse(await fs.readFile(path.join(folder, "build.json"), "utf8")) as BuildInfo;
}
