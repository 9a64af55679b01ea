import {
  federationName,
  type MicroFrontendName,
  type PageComposition,
  type RemoteEntry,
  type RemoteName,
} from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import { assetUrl } from "./manifests.ts";
import type { CompositionDeps } from "./page-request.ts";

/** The page's stylesheets, the shell's scripts and each fragment's scripts to preload. */
export async function pageAssets(
  deps: CompositionDeps,
  composition: PageComposition,
  slices: Map<MicroFrontendName, SliceVersion>,
  shell: SliceVersion | undefined,
): Promise<{ styles: string[]; scripts: string[]; preloads: string[] }> {
  const styles = shell ? shell.build.entry.styles.map((file) => assetUrl(shell, file)) : [];
  const scripts = shell ? shell.build.entry.scripts.map((file) => assetUrl(shell, file)) : [];
  const preloads: string[] = [];
  for (const placed of composition.fragments) {
    const slice = slices.get(placed.ref.mfe);
    if (!slice) continue;
    const assets = await deps.manifests
      .fragmentAssets(slice, placed.ref.fragment)
      .catch(() => undefined);
    styles.push(...(assets?.styles ?? []));
    preloads.push(...(assets?.scripts ?? []));
  }
  return { styles: [...new Set(styles)], scripts, preloads: [...new Set(preloads)] };
}

/** Each slice's remote entry on the page, for the runtime config. */
export function remoteEntries(
  deps: CompositionDeps,
  composition: PageComposition,
  slices: Map<MicroFrontendName, SliceVersion>,
): Partial<Record<RemoteName, RemoteEntry>> {
  const remotes: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const placed of composition.fragments) {
    const slice = slices.get(placed.ref.mfe);
    if (!slice) continue;
    remotes[placed.ref.mfe] = {
      federationName: federationName(placed.ref.mfe),
      manifestUrl: deps.manifests.manifestUrl(slice),
      entryUrl: deps.manifests.entryUrl(slice),
      version: slice.version,
    };
  }
  return remotes;
}
