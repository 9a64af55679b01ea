import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { ArtefactBucket } from "./artefact-bucket.ts";
import { contentVersion, readBuildInfo } from "./content-version.ts";

export const repositoryRoot = path.resolve(import.meta.dirname, "..", "..", "..");

/**
 * Stores one built version folder (browser build, server renderer, `build.json`) in the artefact
 * bucket after checking that it is what it claims: the slice named, a server renderer, and a
 * version id equal to its content hash. An existing version is refused (`VersionExists`).
 */
export async function publishVersion(
  bucket: ArtefactBucket,
  mfe: string,
  folder: string,
): Promise<string> {
  const build = await readBuildInfo(folder).catch(() => {
    throw new Error(`${folder} has no build.json: not a built slice version`);
  });
  if (build.name !== mfe) throw new Error(`${folder} is a build of ${build.name}, not ${mfe}`);
  if (!existsSync(path.join(folder, "server", "renderer.js"))) {
    throw new Error(`${folder} has no server/renderer.js`);
  }
  const version = await contentVersion(folder);
  if (version !== build.version) {
    throw new Error(
      `${folder} claims version ${build.version} but its content hashes to ${version}: refusing a changed build`,
    );
  }
  await bucket.put(mfe, version, folder);
  return version;
}

/**
 * `release publish <mfe>`: builds the slice (and what it depends on) with turbo, then publishes
 * the version the build produced.
 */
export async function buildAndPublish(bucket: ArtefactBucket, mfe: string): Promise<string> {
  const built = spawnSync(
    path.join(repositoryRoot, "node_modules", ".bin", "turbo"),
    ["run", "build", `--filter=@shop/${mfe}`, "--output-logs=errors-only"],
    { cwd: repositoryRoot, stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error(`building ${mfe} failed`);
  const dist = path.join(repositoryRoot, mfe, "dist");
  const { version } = JSON.parse(await fs.readFile(path.join(dist, "current.json"), "utf8")) as {
    version: string;
  };
  return publishVersion(bucket, mfe, path.join(dist, "versions", version));
}
