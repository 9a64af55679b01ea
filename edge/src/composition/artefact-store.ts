import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { MicroFrontendName } from "@shop/shared";
import type { BuildInfo, CurrentBuild } from "@shop/shared/build";

/** One immutable version of one slice, as stored. */
export interface SliceVersion {
  readonly name: MicroFrontendName;
  readonly version: string;
  readonly build: BuildInfo;
  /** The server module the edge imports. */
  readonly serverModule: string;
  readonly browserDir: string;
  /** True when a canary draw for this visitor chose the version (the page keeps the visitor key). */
  readonly drawn?: boolean;
}

/** Who asks for a slice: the shop (versions may differ per shop) and the visitor (canary draws). */
export interface ReleaseContext {
  readonly shopId: string;
  /** A stable key per visitor; without one a canary's stable version is served. */
  readonly visitorKey?: string | undefined;
}

/**
 * Where slice versions live and which one is live. The embedded default reads each slice's
 * build folder; the release registry (per environment and shop, with canaries) plugs in here.
 */
export interface ArtefactStore {
  /** The version of a slice to serve now, to this shop and visitor when given. */
  live(name: MicroFrontendName, context?: ReleaseContext): Promise<SliceVersion>;
  /** A file of a version's browser build, or undefined when there is no such file. */
  browserFile(name: MicroFrontendName, version: string, file: string): Promise<string | undefined>;
  /**
   * A number that moves on whenever `live` may answer differently for the same shop and visitor
   * (a promotion, a rollback, a canary's share); absent or undefined when the store cannot tell,
   * and then nothing made from its answers may be reused without asking it again (decision 0067).
   */
  generation?(): number | undefined;
}

/** Versions are content hashes; anything else in a URL is refused before touching the disk. */
export const versionPattern = /^[0-9a-f]{12}$/;

/**
 * The artefact store over the slices' own `dist` folders: `current.json` names the live
 * version, `versions/{version}/` holds every version built so far (old pages keep working).
 */
export class FolderArtefactStore implements ArtefactStore {
  private readonly dists: Readonly<Record<MicroFrontendName, string>>;
  private readonly cache = new Map<string, { checkedAt: number; version: Promise<SliceVersion> }>();
  private readonly recheckMs: number;

  constructor(
    dists: Readonly<Record<MicroFrontendName, string>>,
    options: { recheckMs?: number } = {},
  ) {
    this.dists = dists;
    this.recheckMs = options.recheckMs ?? 1000;
  }

  live(name: MicroFrontendName): Promise<SliceVersion> {
    const cached = this.cache.get(name);
    const now = Date.now();
    if (cached && now - cached.checkedAt < this.recheckMs) return cached.version;
    const version = this.readLive(name);
    this.cache.set(name, { checkedAt: now, version });
    version.catch(() => this.cache.delete(name));
    return version;
  }

  browserFile(name: MicroFrontendName, version: string, file: string): Promise<string | undefined> {
    return Promise.resolve(this.builtFile(name, version, file));
  }

  /** A file of a version built into the slice's own `dist` folder. */
  builtFile(name: MicroFrontendName, version: string, file: string): string | undefined {
    if (!versionPattern.test(version)) return undefined;
    return fileInside(path.join(this.dists[name], "versions", version, "browser"), file);
  }

  /** A version built into the slice's own `dist` folder, or undefined. */
  builtVersion(name: MicroFrontendName, version: string): string | undefined {
    if (!versionPattern.test(version)) return undefined;
    const folder = path.join(this.dists[name], "versions", version);
    return existsSync(path.join(folder, "build.json")) ? folder : undefined;
  }

  private async readLive(name: MicroFrontendName): Promise<SliceVersion> {
    const dist = this.dists[name];
    const current = JSON.parse(
      await fs.readFile(path.join(dist, "current.json"), "utf8"),
    ) as CurrentBuild;
    return readSliceVersion(name, path.join(dist, "versions", current.version));
  }
}

/** A file inside a folder, refusing paths that leave it; undefined when there is no such file. */
export function fileInside(root: string, file: string): string | undefined {
  const resolved = path.resolve(root, file);
  if (!resolved.startsWith(root + path.sep)) return undefined;
  return existsSync(resolved) ? resolved : undefined;
}

/** Reads one version folder (`build.json`, `server/`, `browser/`). */
export async function readSliceVersion(
  name: MicroFrontendName,
  dir: string,
): Promise<SliceVersion> {
  const build = JSON.parse(await fs.readFile(path.join(dir, "build.json"), "utf8")) as BuildInfo;
  return {
    name,
    version: build.version,
    build,
    serverModule: path.join(dir, "server", "renderer.js"),
    browserDir: path.join(dir, "browser"),
  };
}
