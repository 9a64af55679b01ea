import { microFrontends } from "@shop/shared";
import type { ArtefactStore } from "./artefact-store.ts";
import { versionKey } from "./worker-renderer-registry.ts";

/** A slice's canary version in a shop, when one runs there (the release registry's view). */
export type CanaryLookup = (
  mfe: string,
  shopId: string | undefined,
) => Promise<string | null | undefined>;

/**
 * Every version the store serves now, to any of the shops or without a shop, and every running
 * canary (`name@version`): what the renderer registry keeps loaded while unused.
 */
export async function liveVersions(
  store: ArtefactStore,
  shopIds: readonly string[],
  canary?: CanaryLookup,
): Promise<Set<string>> {
  const scopes = [undefined, ...shopIds];
  const found = await Promise.all(
    microFrontends.flatMap((name) =>
      scopes.map(async (shopId) => {
        const slice = await store
          .live(name, shopId ? { shopId } : undefined)
          .catch(() => undefined);
        const canaryVersion = await canary?.(name, shopId).catch(() => undefined);
        return [
          ...(slice ? [versionKey(slice)] : []),
          ...(canaryVersion ? [versionKey({ name, version: canaryVersion })] : []),
        ];
      }),
    ),
  );
  return new Set(found.flat());
}
