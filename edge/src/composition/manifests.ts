import fs from "node:fs/promises";
import path from "node:path";
import { remoteEntryFile } from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";

interface AssetLists {
  readonly sync: readonly string[];
  readonly async: readonly string[];
}

/** The parts of `mf-manifest.json` the edge reads. */
interface FederationManifest {
  readonly metaData: { readonly remoteEntry: { readonly name: string; readonly path: string } };
  readonly exposes: readonly {
    readonly name: string;
    readonly assets: { readonly js: AssetLists; readonly css: AssetLists };
  }[];
}

/** Files of one exposed fragment, as URLs the page can load. */
export interface FragmentAssets {
  readonly styles: readonly string[];
  readonly scripts: readonly string[];
}

/** URL of a file in a version's browser build. */
export function assetUrl(slice: SliceVersion, file: string): string {
  return `/_mfe/${slice.name}/${slice.version}/${file}`;
}

/**
 * Reads the Module Federation manifests of the versions in use, so that the server can link a
 * fragment's stylesheets in the head (no flash before hydration) and preload its scripts.
 */
export class ManifestReader {
  private readonly manifests = new Map<string, Promise<FederationManifest>>();

  async fragmentAssets(slice: SliceVersion, fragment: string): Promise<FragmentAssets> {
    const manifest = await this.manifest(slice);
    const expose = manifest.exposes.find((candidate) => candidate.name === fragment);
    const { remoteEntry } = manifest.metaData;
    const entry = path.posix.join(remoteEntry.path, remoteEntry.name);
    return {
      styles: (expose?.assets.css.sync ?? []).map((file) => assetUrl(slice, file)),
      scripts: [entry, ...(expose?.assets.js.sync ?? [])].map((file) => assetUrl(slice, file)),
    };
  }

  /** The manifest URL the shell hands to the Module Federation runtime. */
  manifestUrl(slice: SliceVersion): string {
    return assetUrl(slice, "mf-manifest.json");
  }

  /** The remote entry URL the shell registers the slice's container with (decision 0021). */
  entryUrl(slice: SliceVersion): string {
    return assetUrl(slice, remoteEntryFile);
  }

  private manifest(slice: SliceVersion): Promise<FederationManifest> {
    const key = `${slice.name}@${slice.version}`;
    let manifest = this.manifests.get(key);
    if (!manifest) {
      manifest = fs
        .readFile(path.join(slice.browserDir, "mf-manifest.json"), "utf8")
        .then((text) => JSON.parse(text) as FederationManifest);
      manifest.catch(() => this.manifests.delete(key));
      this.manifests.set(key, manifest);
    }
    return manifest;
  }
}
