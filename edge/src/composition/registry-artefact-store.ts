import path from "node:path";
import type { MicroFrontendName } from "@shop/shared";
import type { ArtefactBucket } from "../release/artefact-bucket.ts";
import { chooseVersion } from "../release/canary.ts";
import type { RegistryView } from "../release/registry-view.ts";
import {
  fileInside,
  readSliceVersion,
  versionPattern,
  type ArtefactStore,
  type FolderArtefactStore,
  type ReleaseContext,
  type SliceVersion,
} from "./artefact-store.ts";

/**
 * The artefact store behind the release registry (decision 0017): per request, the registry's
 * entry for the shop (else the environment) names the version, a canary draw per visitor picks
 * between stable and canary, and the version is read from the artefact bucket. A slice without a
 * registry entry serves its own latest build, exactly as the embedded default does.
 */
export class RegistryArtefactStore implements ArtefactStore {
  private readonly builds: FolderArtefactStore;
  private readonly view: RegistryView;
  private readonly bucket: ArtefactBucket;
  private readonly versions = new Map<string, Promise<SliceVersion>>();

  constructor(deps: { builds: FolderArtefactStore; view: RegistryView; bucket: ArtefactBucket }) {
    this.builds = deps.builds;
    this.view = deps.view;
    this.bucket = deps.bucket;
  }

  async live(name: MicroFrontendName, context?: ReleaseContext): Promise<SliceVersion> {
    const entry = await this.view.entry(name, context?.shopId);
    if (!entry) return this.builds.live(name);
    const { version, drawn } = chooseVersion(entry, context?.visitorKey);
    const slice = await this.version(name, version);
    return drawn ? { ...slice, drawn } : slice;
  }

  /** The version live in a scope without a row of its own: the environment's, else the build's. */
  async inherited(name: MicroFrontendName, shop: string): Promise<string | undefined> {
    const entry = shop ? await this.view.entry(name, undefined) : undefined;
    if (entry) return entry.version;
    return (await this.builds.live(name).catch(() => undefined))?.version;
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

  private async folder(name: MicroFrontendName, version: string): Promise<string | undefined> {
    if (!versionPattern.test(version)) return undefined;
    return (
      (await this.bucket.localFolder(name, version)) ?? this.builds.builtVersion(name, version)
    );
  }
}
