import {
  federationName,
  pageFragmentRefs,
  type FragmentRef,
  type MicroFrontendName,
  type PageComposition,
  type RemoteEntry,
  type RemoteName,
} from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import { assetUrl } from "./manifests.ts";
import type { CompositionDeps } from "./page-request.ts";

/**
 * The page's stylesheets (its fragments' and those its slots may hold), the shell's scripts and
 * each placed fragment's scripts to preload; a slot's fragment loads its scripts when it is there,
 * one that hydrates on interaction (decision 0060) when the visitor reaches for it, and one that
 * hydrates when visible (decision 0061) when it comes near the viewport.
 */
export async function pageAssets(
  deps: CompositionDeps,
  composition: PageComposition,
  slices: Map<MicroFrontendName, SliceVersion>,
  shell: SliceVersion | undefined,
): Promise<{ styles: string[]; scripts: string[]; preloads: string[] }> {
  const styles = shell ? shell.build.entry.styles.map((file) => assetUrl(shell, file)) : [];
  const scripts = shell ? shell.build.entry.scripts.map((file) => assetUrl(shell, file)) : [];
  const preloads: string[] = [];
  const placed = new Set<FragmentRef>(composition.fragments.map((one) => one.ref));
  for (const ref of pageFragmentRefs(composition)) {
    const slice = slices.get(ref.mfe);
    if (!slice) continue;
    const assets = await deps.manifests.fragmentAssets(slice, ref.fragment).catch(() => undefined);
    styles.push(...(assets?.styles ?? []));
    if (placed.has(ref) && !(await startsLater(deps, slice, ref))) {
      preloads.push(...(assets?.scripts ?? []));
    }
  }
  return { styles: [...new Set(styles)], scripts, preloads: [...new Set(preloads)] };
}

/** Whether the fragment's browser code waits for the visitor (`FragmentInfo.hydration`). */
async function startsLater(
  deps: CompositionDeps,
  slice: SliceVersion,
  ref: FragmentRef,
): Promise<boolean> {
  const renderer = await deps.renderers.fragmentRenderer(slice).catch(() => undefined);
  return renderer?.fragments[ref.fragment]?.hydration !== undefined;
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
