import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { readBuildInfo } from "./content-version.ts";

/** A published version as the release page lists it. */
export interface PublishedVersion {
  readonly version: string;
  readonly builtAt: string;
  readonly commit: string;
}

/**
 * Where published versions are kept, immutable (issue 6, "Publish"): a folder by default,
 * S3-compatible object storage by configuration. The edge works on a local folder per version:
 * the folder store's own, or a downloaded copy of a remote one.
 */
export interface ArtefactBucket {
  /** Where the versions are, for messages. */
  readonly location: string;
  /** The versions published for a slice, newest build first. */
  versions(mfe: string): Promise<PublishedVersion[]>;
  exists(mfe: string, version: string): Promise<boolean>;
  /** Stores a built version folder; throws `VersionExists` when the version is already there. */
  put(mfe: string, version: string, folder: string): Promise<void>;
  /** A local folder holding the version (fetched first from remote storage), or undefined. */
  localFolder(mfe: string, version: string): Promise<string | undefined>;
}

/** Publishing an existing version again is refused: versions are immutable. */
export class VersionExists extends Error {
  constructor(mfe: string, version: string) {
    super(
      `${mfe}@${version} is already published; a version never changes (build new sources instead)`,
    );
    this.name = "VersionExists";
  }
}

export const slicePattern = /^(shell|mfe-[a-z]+)$/;
export const versionIdPattern = /^[0-9a-f]{12}$/;

/** Sorts published versions newest build first. */
export function newestFirst(versions: PublishedVersion[]): PublishedVersion[] {
  return versions.sort(
    (a, b) => b.builtAt.localeCompare(a.builtAt) || a.version.localeCompare(b.version),
  );
}

/** The embedded default: `{root}/{mfe}/{version}/` with `browser/`, `server/` and `build.json`. */
export class FolderArtefactBucket implements ArtefactBucket {
  readonly location: string;

  constructor(root: string) {
    this.location = root;
  }

  async versions(mfe: string): Promise<PublishedVersion[]> {
    if (!slicePattern.test(mfe)) return [];
    const dir = path.join(this.location, mfe);
    const names = existsSync(dir) ? await fs.readdir(dir) : [];
    const versions = await Promise.all(
      names
        .filter((name) => versionIdPattern.test(name))
        .map(async (version) => {
          const build = await readBuildInfo(path.join(dir, version)).catch(() => undefined);
          return build ? { version, builtAt: build.builtAt, commit: build.commit } : undefined;
        }),
    );
    return newestFirst(versions.filter((version) => version !== undefined));
  }

  async exists(mfe: string, version: string): Promise<boolean> {
    return (await this.localFolder(mfe, version)) !== undefined;
  }

  async put(mfe: string, version: string, folder: string): Promise<void> {
    const target = this.folderOf(mfe, version);
    if (!target) throw new Error(`not a slice version: ${mfe}@${version}`);
    if (existsSync(target)) throw new VersionExists(mfe, version);
    const staging = `${target}.staging-${process.pid}-${Date.now()}`;
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.cp(folder, staging, { recursive: true });
    try {
      // A rename onto an existing folder fails: of two concurrent publishes, one wins.
      await fs.rename(staging, target);
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      if (existsSync(target)) throw new VersionExists(mfe, version);
      throw error;
    }
  }

  localFolder(mfe: string, version: string): Promise<string | undefined> {
    const folder = this.folderOf(mfe, version);
    return Promise.resolve(
      folder && existsSync(path.join(folder, "build.json")) ? folder : undefined,
    );
  }

  private folderOf(mfe: string, version: string): string | undefined {
    if (!slicePattern.test(mfe) || !versionIdPattern.test(version)) return undefined;
    return path.join(this.location, mfe, version);
  }
}
