import {
  federationName,
  pageFragmentRefs,
  type MicroFrontendName,
  type PageComposition,
  type RemoteEntry,
  type RemoteName,
} from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import type { Outcome } from "./fragment-render.ts";
import { assetUrl } from "./manifests.ts";
import type { CompositionDeps } from "./page-request.ts";

/**
 * The page's stylesheets (its fragments' and those its slots may hold) and the shell's scripts:
 * what the document's head names before any fragment rendered.
 */
export async function pageAssets(
  deps: CompositionDeps,
  composition: PageComposition,
  slices: Map<MicroFrontendName, SliceVersion>,
  shell: SliceVersion | undefined,
): Promise<{ styles: string[]; scripts: string[] }> {
  const styles = shell ? shell.build.entry.styles.map((file) => assetUrl(shell, file)) : [];
  const scripts = shell ? shell.build.entry.scripts.map((file) => assetUrl(shell, file)) : [];
  for (const ref of pageFragmentRefs(composition)) {
    const slice = slices.get(ref.mfe);
    if (!slice) continue;
    const assets = await deps.manifests.fragmentAssets(slice, ref.fragment).catch(() => undefined);
    styles.push(...(assets?.styles ?? []));
  }
  return { styles: [...new Set(styles)], scripts };
}

/**
 * The scripts of the placed fragments that start with the page, to preload once it painted:
 * known only once they rendered, since a rendering may say when it starts (decision 0065). A
 * fragment that fell back starts nothing; a slot's fragment loads its scripts when it is there,
 * one that hydrates on interaction (decision 0060) when the visitor reaches for it, one that
 * hydrates when visible (decision 0061) when it comes near the viewport, and one whose rendering
 * has nothing to start (`none`) never.
 */
export async function fragmentPreloads(
  deps: CompositionDeps,
  outcomes: readonly Outcome[],
): Promise<string[]> {
  const preloads: string[] = [];
  for (const { placed, slice, rendered, hydration } of outcomes) {
    if (!slice || !rendered || hydration) continue;
    const assets = await deps.manifests
      .fragmentAssets(slice, placed.ref.fragment)
      .catch(() => undefined);
    preloads.push(...(assets?.scripts ?? []));
  }
  return [...new Set(preloads)];
}

/** Each slice's remote entry on the page, for the runtime config. */
export function remoteEntries(
  deps: CompositionDeps,
  composition: PageComposition,
  slices: Map<MicroFrontendName, SliceVersion>,
): Partial<Record<RemoteName, RemoteEntry>> {
  const remotes: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const { mfe } of pageFragmentRefs(composition)) {
    const slice = slices.get(mfe);
    if (!slice) continue;
    remotes[mfe] = {
      federationName: federationName(mfe),
      manifestUrl: deps.manifests.manifestUrl(slice),
      entryUrl: deps.manifests.entryUrl(slice),
      version: slice.version,
    };
  }
  return remotes;
}
