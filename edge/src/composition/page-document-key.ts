import type { MicroFrontendName } from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";
import { documentCacheKey, type KeptAnswerKind } from "./document-cache-key.ts";

/** The slices whose data a page's document shows: those on it, and the catalogue (the navigation). */
const withData = (slices: ReadonlyMap<MicroFrontendName, SliceVersion>): MicroFrontendName[] => [
  ...new Set<MicroFrontendName>(["mfe-catalog", ...slices.keys()]),
];

/**
 * Whether a data version in a page's document key is only the last known one (its last read
 * failed: the database or the slice's service is out of reach). A kept document may then answer
 * past its freshness (decision 0054): nothing newer could be read, and whatever changes once the
 * reads succeed again changes the key, so the document is only as stale as the outage.
 */
export function documentDataUnconfirmed(
  deps: Pick<CompositionDeps, "dataVersions">,
  slices: ReadonlyMap<MicroFrontendName, SliceVersion>,
): boolean {
  return withData(slices).some((mfe) => !deps.dataVersions.confirmed(mfe));
}

/**
 * The document cache key of a page (decision 0048), as a document or as data (`kind`, decision
 * 0063), or undefined when the page must be
 * composed for this request alone: the visitor may have state (no `documentVariant`), a slice
 * on it has no live version or renderer, its main content is personal (account, basket,
 * checkout, login), or the query holds a parameter no fragment on the page declares (junk,
 * tracking parameters and an editor's preview then cannot fill or split the cache).
 */
export async function pageDocumentKey(
  deps: Pick<CompositionDeps, "renderers" | "dataVersions">,
  request: PageRequest,
  slices: ReadonlyMap<MicroFrontendName, SliceVersion>,
  kind: KeptAnswerKind = "document",
): Promise<string | undefined> {
  const { composition, documentVariant } = request;
  if (documentVariant === undefined || !slices.has("shell")) return undefined;
  const infos = await Promise.all(
    composition.fragments.map(async (placed) => {
      const slice = slices.get(placed.ref.mfe);
      if (!slice) return undefined;
      const renderer = await deps.renderers.fragmentRenderer(slice).catch(() => undefined);
      return renderer?.fragments[placed.ref.fragment];
    }),
  );
  const declared = new Set<string>();
  for (const [index, info] of infos.entries()) {
    if (!info) return undefined;
    if (info.personal && composition.fragments[index]?.region === "main") return undefined;
    for (const name of info.cache?.query ?? []) declared.add(name);
  }
  if (Object.keys(request.query).some((name) => !declared.has(name))) return undefined;
  const dataVersions = await Promise.all(
    withData(slices).map(async (mfe) => [mfe, await deps.dataVersions.version(mfe)] as const),
  );
  return documentCacheKey({
    kind,
    shopId: request.shop.shopId,
    language: request.shop.language,
    route: request.route,
    path: request.path,
    query: request.query,
    composition,
    variant: documentVariant,
    slices: [...slices.values()],
    dataVersions,
  });
}
