import {
  knownHydration,
  safeLocation,
  type FragmentHydration,
  type FragmentInfo,
  type FragmentRequest,
  type PlacedFragment,
  type RenderedFragment,
} from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import { dataVersionKeyPart } from "./cache-invalidation.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";

/** What became of one placed fragment: its slice version and its rendering, none when it failed. */
export interface Outcome {
  readonly placed: PlacedFragment;
  readonly slice: SliceVersion | undefined;
  readonly rendered: RenderedFragment | undefined;
  /**
   * When its browser code starts: as its rendering says (decision 0065), else as its renderer
   * declares (`FragmentInfo.hydration`).
   */
  readonly hydration?: FragmentHydration;
}

/** `work`, or a rejection once `ms` have passed without it settling. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A record's entries in key order, so the same parameters always make the same key. */
function sortedEntries(record: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The query a cached fragment receives: only the parameters it declares (decision 0025), so an
 * undeclared one can neither split its cache entry nor change what it renders. A renderer built
 * before fragments declared them receives the whole query, as it did then.
 */
export function declaredQuery(
  info: FragmentInfo,
  query: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  if (!info.cache) return query;
  const declared = info.cache.query;
  return Object.fromEntries(Object.entries(query).filter(([name]) => declared.includes(name)));
}

/**
 * Key of a non-personal fragment (brief: Fragment caching; decision 0025): slice version, the
 * version of the slice's data, shop, language, fragment, and only what the fragment declares it
 * depends on: its page (route, path, route params) unless it shows the same on every page, and
 * its declared query parameters (`query` is what `declaredQuery` left).
 */
export function fragmentCacheKey(
  slice: SliceVersion,
  fragment: string,
  info: FragmentInfo,
  request: Pick<PageRequest, "shop" | "route" | "path" | "params"> & {
    readonly query: Readonly<Record<string, string>>;
  },
  dataVersion: string,
): string {
  const query = sortedEntries(request.query);
  const parts =
    info.cache?.perPage === false
      ? [query]
      : [request.route, request.path, sortedEntries(request.params), query];
  return [
    `${slice.name}@${slice.version}`,
    dataVersionKeyPart(slice.name, dataVersion),
    request.shop.shopId,
    request.shop.language,
    fragment,
    JSON.stringify(parts),
  ].join("|");
}

/** Renders one placed fragment (through the fragment cache unless it is personal); a failure or a timeout is recorded and gives no rendering, so the page shows its fallback. */
export async function renderFragment(
  deps: CompositionDeps,
  request: PageRequest,
  placed: PlacedFragment,
  slice: SliceVersion | undefined,
): Promise<Outcome> {
  const { mfe, fragment } = placed.ref;
  try {
    if (!slice) throw new Error(`${mfe} has no live version`);
    const renderer = await deps.renderers.fragmentRenderer(slice);
    const info = renderer.fragments[fragment];
    if (!info) throw new Error(`${mfe}@${slice.version} does not render ${fragment}`);
    const query = info.personal ? request.query : declaredQuery(info, request.query);
    const fragmentRequest: FragmentRequest = {
      shop: request.shop,
      path: request.path,
      route: request.route,
      params: request.params,
      query,
      cookies: info.personal ? request.cookies : {},
      visitor: info.personal ? request.visitor : undefined,
      ...(info.personal && request.personalInBrowser ? { personalInBrowser: true } : {}),
      shopConfig: deps.bindings.shopConfig(request.shop),
      api: deps.bindings.client(mfe, {
        shop: request.shop,
        cookies: info.personal ? request.cookies : {},
      }),
    };
    const render = () => renderer.render(fragment, fragmentRequest);
    // The data version is awaited within the fragment's time limit, like the render.
    const cached = async () => {
      const dataVersion = await deps.dataVersions.version(mfe);
      const key = fragmentCacheKey(slice, fragment, info, { ...request, query }, dataVersion);
      return deps.cache.get(key, render);
    };
    const rendering = info.personal ? render() : cached();
    const rendered = await withTimeout(rendering, deps.fragmentTimeoutMs, `${mfe}/${fragment}`);
    const hydration = knownHydration(rendered.hydration) ?? info.hydration;
    return { placed, slice, rendered, ...(hydration ? { hydration } : {}) };
  } catch (error) {
    const version = slice?.version ?? "unknown";
    deps.failures.record(mfe, version, "server");
    deps.monitoring.serverFailure({
      mfe,
      version,
      shopId: request.shop.shopId,
      locale: request.shop.locale,
      pageType: request.route,
      fragment,
      error,
    });
    deps.logger.error("fragment.render_failed", {
      mfe,
      version,
      fragment,
      path: request.path,
      error: error instanceof Error ? error.message : String(error),
    });
    return { placed, slice, rendered: undefined };
  }
}

/**
 * What the page's main fragments say about the page: a main fragment that owns its route's data
 * may answer for it (the product page: no such product, or its canonical path), so the edge never
 * reads that data itself. A canonical path that would leave the shop's origin is no page of it.
 */
export function mainFragmentVerdict(
  mainOutcomes: readonly Outcome[],
  search: string,
):
  | { readonly kind: "notFound" }
  | { readonly kind: "redirect"; readonly location: string }
  | undefined {
  const said = mainOutcomes.find((outcome) => outcome.rendered?.outcome)?.rendered?.outcome;
  if (said?.kind === "notFound") return { kind: "notFound" };
  if (said?.kind !== "redirect") return undefined;
  const location = safeLocation(`${said.path}${search}`);
  return location ? { kind: "redirect", location } : { kind: "notFound" };
}
