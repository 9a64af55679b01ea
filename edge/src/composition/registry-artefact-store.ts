import path from "node:path";
import type { MicroFrontendName } from "@shop/shared";
import type { Logger } from "../logger.ts";
import type { ArtefactBucket } from "../release/artefact-bucket.ts";
import { chooseVersion } from "../release/canary.ts";
import type { SqlReleaseRegistry } from "../release/release-registry.ts";
import type { RegistryView } from "../release/registry-view.ts";
import { ReleaseRefusal } from "../release/release-types.ts";
import {
  fileInside,
  readSliceVersion,
  versionPattern,
  type ArtefactStore,
  type FolderArtefactStore,
  type ReleaseContext,
  type SliceVersion,
} from "./artefact-store.ts";

/** How long a failed adoption waits before the next request tries it again. */
const adoptionRetryMs = 5000;

/**
 * The artefact store behind the release registry (decisions 0017 and 0023): per request, the
 * registry's entry for the shop (else the environment) names the version, a canary draw per
 * visitor picks between stable and canary, and the version is read from the slice's builds or
 * the artefact bucket. The registry is the only source of what is live: the first time a slice
 * is asked for, the build this instance started with is recorded as live when the environment
 * has no row for it yet (`adopt`), and a later build or publish changes nothing until promoted.
 * Following builds (development), each new build is promoted as soon as it is seen.
 */
export class RegistryArtefactStore implements ArtefactStore {
  private readonly builds: FolderArtefactStore;
  private readonly view: RegistryView;
  private readonly bucket: ArtefactBucket;
  private readonly registry: SqlReleaseRegistry;
  private readonly followBuilds: boolean;
  private readonly logger: Logger;
  private readonly versions = new Map<string, Promise<SliceVersion>>();
  /** Per slice, the build this instance started with, recorded in the registry. Read once. */
  private readonly started = new Map<MicroFrontendName, Promise<SliceVersion>>();
  /** Following builds: per slice, the newest build seen and its promotion. */
  private readonly followed = new Map<
    MicroFrontendName,
    { readonly version: string; readonly recorded: Promise<void> }
  >();
  /** Slices whose adoption failed, and when to try again. */
  private readonly retryAt = new Map<MicroFrontendName, number>();

  constructor(deps: {
    builds: FolderArtefactStore;
    view: RegistryView;
    bucket: ArtefactBucket;
    registry: SqlReleaseRegistry;
    followBuilds: boolean;
    logger: Logger;
  }) {
    this.builds = deps.builds;
    this.view = deps.view;
    this.bucket = deps.bucket;
    this.registry = deps.registry;
    this.followBuilds = deps.followBuilds;
    this.logger = deps.logger;
  }

  async live(name: MicroFrontendName, context?: ReleaseContext): Promise<SliceVersion> {
    // An instance without a build of the slice serves the registry's version from the bucket.
    const own = await this.ownBuild(name).catch((error: unknown) => ({ error }));
    const entry = await this.view.entry(name, context?.shopId);
    if (!entry) {
      if ("error" in own) throw own.error;
      // The registry could not be written or read: this instance keeps its own build meanwhile.
      const retry = this.retryAt.get(name);
      if (retry !== undefined && Date.now() >= retry) {
        this.retryAt.delete(name);
        void this.record(name, own.version);
      }
      return own;
    }
    const { version, drawn } = chooseVersion(entry, context?.visitorKey);
    const slice = await this.version(name, version);
    return drawn ? { ...slice, drawn } : slice;
  }

  /** The registry's changes; following builds, a new build is seen only by asking `live`. */
  generation(): number | undefined {
    return this.followBuilds ? undefined : this.view.generation();
  }

  /** The version live in a scope without a row of its own: the environment's, else this instance's build. */
  async inherited(name: MicroFrontendName): Promise<string | undefined> {
    const own = await this.ownBuild(name).catch(() => undefined);
    return (await this.view.entry(name, undefined))?.version ?? own?.version;
  }

  /** One published (or locally built) version; immutable, so read once. */
  version(name: MicroFrontendName, version: string): Promise<SliceVersion> {
    const key = `${name}@${version}`;
    let slice = this.versions.get(key);
    if (!slice) {
      slice = this.folder(name, version).then((folder) => {
        if (!folder) throw new Error(`${key} is neither published nor built here`);
        return readSliceVersion(name, folder);
      });
      slice.catch(() => this.versions.delete(key));
      this.versions.set(key, slice);
    }
    return slice;
  }

  async browserFile(
    name: MicroFrontendName,
    version: string,
    file: string,
  ): Promise<string | undefined> {
    const built = this.builds.builtFile(name, version, file);
    if (built || !versionPattern.test(version)) return built;
    const folder = await this.bucket.localFolder(name, version).catch(() => undefined);
    return folder ? fileInside(path.join(folder, "browser"), file) : undefined;
  }

  /**
   * The slice's own build, recorded in the registry before it is returned: the build this
   * instance started with (a later build or publish does not change it), or, following builds,
   * the newest one. Throws while the slice has never been built (the next call reads again).
   */
  ownBuild(name: MicroFrontendName): Promise<SliceVersion> {
    if (this.followBuilds) return this.follow(name);
    let started = this.started.get(name);
    if (!started) {
      started = this.builds.live(name).then(async (build) => {
        await this.record(name, build.version);
        return build;
      });
      started.catch(() => this.started.delete(name));
      this.started.set(name, started);
    }
    return started;
  }

  private async follow(name: MicroFrontendName): Promise<SliceVersion> {
    const build = await this.builds.live(name);
    let seen = this.followed.get(name);
    if (seen?.version !== build.version) {
      seen = { version: build.version, recorded: this.record(name, build.version) };
      this.followed.set(name, seen);
    }
    await seen.recorded;
    return build;
  }

  /**
   * Records a build in the environment's row: adopts it when there is no row; following builds,
   * promotes it over another version. Never throws: a failure is logged and the page renders.
   */
  private async record(name: MicroFrontendName, version: string): Promise<void> {
    try {
      const entry = await this.view.entry(name, undefined);
      if (!entry) {
        const why = this.followBuilds ? "first start, following builds" : "first start";
        if (await this.registry.adopt(name, version, "edge", why)) {
          this.logger.info("release.adopted", { mfe: name, version });
        }
      } else if (entry.version === version) {
        return;
      } else if (this.followBuilds) {
        await this.registry.apply(
          {
            verb: "promote",
            mfe: name,
            version,
            shop: "",
            actor: "edge",
            why: "following builds: a new build of the slice",
          },
          () => Promise.resolve(undefined),
        );
        this.logger.info("release.followed_build", { mfe: name, from: entry.version, version });
      } else {
        // `npm start` after a rebuild: say why the page does not show it.
        this.logger.info("release.build_not_live", {
          mfe: name,
          build: version,
          live: entry.version,
        });
        return;
      }
      await this.view.reload();
    } catch (error) {
      if (error instanceof ReleaseRefusal) {
        // Following builds into a pinned scope (or another instance was first): the registry wins.
        this.logger.info("release.build_not_promoted", { mfe: name, version, why: error.message });
        return;
      }
      this.retryAt.set(name, Date.now() + adoptionRetryMs);
      this.logger.error("release.record_failed", { mfe: name, version, error: String(error) });
    }
  }

  private async folder(name: MicroFrontendName, version: string): Promise<string | undefined> {
    if (!versionPattern.test(version)) return undefined;
    // A version is its content hash: a local build of it is the published one, without a download.
    return (
      this.builds.builtVersion(name, version) ?? (await this.bucket.localFolder(name, version))
    );
  }
}
