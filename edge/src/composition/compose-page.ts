import {
  federationName,
  fragmentId,
  layoutRegions,
  regionPlaceholder,
  safeLocation,
  type FragmentHead,
  type FragmentInfo,
  type FragmentRequest,
  type LayoutRenderer,
  type MicroFrontendName,
  type PageComposition,
  type PlacedFragment,
  type RegionName,
  type RenderedFragment,
  type RemoteEntry,
  type RemoteName,
  type RuntimeConfig,
  type VisitorContext,
} from "@shop/shared";
import type { HeadTags } from "../head/head-tags.ts";
import type { Logger } from "../logger.ts";
import { releaseKeySetCookie, releaseVisitorKey } from "../release/release-cookie.ts";
import type { ArtefactStore, ReleaseContext, SliceVersion } from "./artefact-store.ts";
import { documentEnd, documentStart, fragmentMarkup } from "./document.ts";
import { documentStream } from "./document-stream.ts";
import {
  cachedDocument,
  cachedDocumentResponse,
  documentCacheHeader,
  mayKeepDocument,
  recordedParts,
  type CachedDocument,
} from "./document-cache.ts";
import { dataVersionKeyPart, type DataVersions } from "./cache-invalidation.ts";
import type { PageMonitoring } from "../monitoring/page-monitoring.ts";
import type { FailureCounter } from "./failure-counter.ts";
import type { FragmentCache } from "./fragment-cache.ts";
import { assetUrl, type ManifestReader } from "./manifests.ts";
import { pageDocumentKey } from "./page-document-key.ts";
import type { RendererRegistry } from "./renderer-registry.ts";
import type { SliceBindings } from "./slice-bindings.ts";

export interface CompositionDeps {
  readonly store: ArtefactStore;
  readonly renderers: RendererRegistry;
  readonly manifests: ManifestReader;
  readonly cache: FragmentCache<RenderedFragment>;
  /** Whole pages for visitors without personal state (decision 0048); none: every page is composed. */
  readonly documents?: FragmentCache<CachedDocument> | undefined;
  /** Each slice's data version, which cached fragments are keyed on (decision 0025). */
  readonly dataVersions: Pick<DataVersions, "version">;
  readonly failures: FailureCounter;
  /** Page views per slice version and server-side errors, for health (decision 0037). */
  readonly monitoring: PageMonitoring;
  readonly logger: Logger;
  /** Each slice's client, the shop config and navigation, as renderers receive them. */
  readonly bindings: SliceBindings;
  readonly fragmentTimeoutMs: number;
  readonly devReloadUrl?: string;
  /** Whether cookies the page sets carry `Secure` (shops served over https). */
  readonly secureCookies?: boolean;
}

/** What the page route hands over: the fragment request without its client, plus the page's own parts. */
export interface PageRequest extends Omit<FragmentRequest, "api" | "visitor" | "shopConfig"> {
  readonly visitor: VisitorContext;
  /** `?a=1` or empty: kept when the main fragment redirects to its canonical path. */
  readonly search: string;
  /** The shop's not-found answer (a redirect rule or the error page), when the main fragment says so. */
  readonly notFound: () => Promise<Response>;
  /** Turns what the main fragment says about the page into its head tags. */
  readonly headTags: (fragmentHead: FragmentHead) => HeadTags;
  /** Headers the page answer carries besides the standard ones (cookies, Vary). */
  readonly responseHeaders?: Readonly<Record<string, string | readonly string[]>>;
  readonly composition: PageComposition;
  /**
   * The visitor's part of the document cache key (`documentVariant`); absent when the visitor
   * may have personal state or the answer sets a cookie of its own: the page is composed.
   */
  readonly documentVariant?: string | undefined;
  /** The request's `Accept-Encoding`, for an answer from the document cache. */
  readonly acceptEncoding?: string | undefined;
}

interface Outcome {
  readonly placed: PlacedFragment;
  readonly slice: SliceVersion | undefined;
  readonly rendered: RenderedFragment | undefined;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
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

/**
 * Composes one page: resolves the live version of every slice on it, renders all fragments in
 * parallel (cached or per request), and streams one HTML document. A fragment that fails or
 * times out is replaced by its fallback; the page still answers.
 */
export async function composePage(deps: CompositionDeps, request: PageRequest): Promise<Response> {
  const { composition } = request;
  const visitorKey = releaseVisitorKey(request.cookies);
  const slices = await resolveSlices(
    deps,
    ["shell", ...composition.fragments.map((placed) => placed.ref.mfe)],
    { shopId: request.shop.shopId, visitorKey: visitorKey.key },
  );
  const headers = pageHeaders(deps, request, visitorKey, slices);
  const documentKey = deps.documents ? await pageDocumentKey(deps, request, slices) : undefined;
  const kept = documentKey === undefined ? undefined : deps.documents?.peek(documentKey);
  if (kept) {
    deps.monitoring.pageViewed(slices.values());
    return cachedDocumentResponse(kept, request.acceptEncoding ?? "", headers);
  }
  headers.set(documentCacheHeader, documentKey === undefined ? "bypass" : "miss");
  const shell = slices.get("shell");
  const layout = shell
    ? await deps.renderers.layoutRenderer(shell).catch(() => undefined)
    : undefined;
  const fallbackHtml = layout?.renderFallback(request.shop.language) ?? "";

  const outcomes = composition.fragments.map((placed) =>
    renderFragment(deps, request, placed, slices.get(placed.ref.mfe)),
  );
  const frame = renderFrame(deps, shell, layout, request);
  const mainOutcomes = await Promise.all(
    outcomes.filter((_, index) => composition.fragments[index]?.region === "main"),
  );
  // A main fragment that owns its route's data may answer for the page (the product page: its
  // canonical path, or no such product), so the edge never reads that data itself.
  const pageOutcome = mainOutcomes.find((outcome) => outcome.rendered?.outcome)?.rendered?.outcome;
  if (pageOutcome?.kind === "notFound") return request.notFound();
  if (pageOutcome?.kind === "redirect") {
    // A canonical path that would leave the shop's origin is no page of it.
    const location = safeLocation(`${pageOutcome.path}${request.search}`);
    if (!location) return request.notFound();
    return new Response(null, {
      status: 301,
      headers: { location, "cache-control": "private, no-cache" },
    });
  }
  const status = Math.max(200, ...mainOutcomes.map((outcome) => outcome.rendered?.status ?? 200));
  const head = request.headTags(
    mainOutcomes.find((outcome) => outcome.rendered?.head)?.rendered?.head ?? {},
  );
  const assets = await pageAssets(deps, composition, slices, shell);

  const config: RuntimeConfig = {
    shop: request.shop,
    remotes: remoteEntries(deps, composition, slices),
    ...(deps.devReloadUrl ? { devReloadUrl: deps.devReloadUrl } : {}),
    monitoring: { ...deps.monitoring.browser, pageType: request.route },
  };
  deps.monitoring.pageViewed(slices.values());

  // Kept only whole: every fragment and the frame rendered (a broken renderer's fallback is
  // never pinned), the page found (200), and no nonce in it.
  let complete = true;
  async function* documentParts(): AsyncGenerator<string> {
    yield documentStart({ shop: request.shop, head, ...assets });
    const { html: frameHtml, rendered: frameRendered } = await frame;
    complete &&= frameRendered;
    const segments = splitFrame(frameHtml, composition);
    for (const segment of segments) {
      if (typeof segment === "string") {
        yield segment;
        continue;
      }
      for (const [index, placed] of composition.fragments.entries()) {
        if (placed.region !== segment.region) continue;
        const outcome = await (outcomes[index] as Promise<Outcome>);
        complete &&= outcome.rendered !== undefined;
        yield fragmentMarkup({
          elementId: `fragment-${index}`,
          fragmentId: fragmentId(placed.ref),
          version: outcome.slice?.version ?? "unknown",
          rendered: outcome.rendered !== undefined,
          html: outcome.rendered?.html ?? fallbackHtml,
          state: outcome.rendered?.state,
        });
      }
    }
    yield documentEnd(config, fallbackHtml);
  }

  const documents = deps.documents;
  const parts =
    documents && documentKey !== undefined && status === 200
      ? recordedParts(documentParts(), (html) => {
          if (!complete || !mayKeepDocument(html)) return;
          cachedDocument(html, status).then(
            (document) => documents.put(documentKey, document),
            (error: unknown) =>
              deps.logger.error("document_cache.store_failed", { error: String(error) }),
          );
        })
      : documentParts();
  return new Response(documentStream(parts), { status, headers });
}

/**
 * The page answer's headers, the same for a composed and a cached document: the request's own
 * (its cookies, never a kept one) and the canary key when a draw decided a slice.
 */
function pageHeaders(
  deps: CompositionDeps,
  request: PageRequest,
  visitorKey: ReturnType<typeof releaseVisitorKey>,
  slices: ReadonlyMap<MicroFrontendName, SliceVersion>,
): Headers {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "private, no-cache",
  });
  for (const [name, value] of Object.entries(request.responseHeaders ?? {})) {
    for (const one of typeof value === "string" ? [value] : value) headers.append(name, one);
  }
  // A canary draw decided a slice: keep the visitor's key so the next load draws the same.
  if (visitorKey.isNew && [...slices.values()].some((slice) => slice.drawn)) {
    headers.append("set-cookie", releaseKeySetCookie(visitorKey.key, deps.secureCookies ?? false));
  }
  return headers;
}

async function resolveSlices(
  deps: CompositionDeps,
  names: readonly MicroFrontendName[],
  context: ReleaseContext,
): Promise<Map<MicroFrontendName, SliceVersion>> {
  const unique = [...new Set(names)];
  const resolved = await Promise.allSettled(unique.map((name) => deps.store.live(name, context)));
  const slices = new Map<MicroFrontendName, SliceVersion>();
  resolved.forEach((result, index) => {
    const name = unique[index] as MicroFrontendName;
    if (result.status === "fulfilled") slices.set(name, result.value);
    else deps.logger.error("slice.unavailable", { mfe: name, error: String(result.reason) });
  });
  return slices;
}

async function renderFragment(
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
    return { placed, slice, rendered };
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

async function renderFrame(
  deps: CompositionDeps,
  shell: SliceVersion | undefined,
  layout: LayoutRenderer | undefined,
  request: PageRequest,
): Promise<{ readonly html: string; readonly rendered: boolean }> {
  const name = request.composition.layout;
  try {
    if (!shell || !layout) throw new Error("the shell has no live layout renderer");
    // The frame depends on the shop, language, layout and the catalogue's navigation only:
    // cached like any shared fragment, and keyed on the catalogue's data (decision 0025).
    const render = async () => ({
      html: await layout.renderFrame({
        shop: request.shop,
        layout: name,
        navigation: () => deps.bindings.navigation(request.shop),
      }),
      state: null,
    });
    const cached = async () => {
      const navigationData = await deps.dataVersions.version("mfe-catalog");
      const key = `shell@${shell.version}|${dataVersionKeyPart("mfe-catalog", navigationData)}|${request.shop.shopId}|${request.shop.language}|frame:${name}`;
      return deps.cache.get(key, render);
    };
    const frame = await withTimeout(cached(), deps.fragmentTimeoutMs, "shell frame");
    return { html: frame.html, rendered: true };
  } catch (error) {
    deps.failures.record("shell", shell?.version ?? "unknown", "server");
    deps.monitoring.serverFailure({
      mfe: "shell",
      version: shell?.version ?? "unknown",
      shopId: request.shop.shopId,
      locale: request.shop.locale,
      pageType: request.route,
      fragment: `frame:${name}`,
      error,
    });
    deps.logger.error("frame.render_failed", { layout: name, error: String(error) });
    // The bare frame: every region, no header or footer; the page stays usable.
    const regions = layoutRegions[name].map((region) => regionPlaceholder(region)).join("");
    return { html: `<main id="main">${regions}</main>`, rendered: false };
  }
}

type FrameSegment = string | { readonly region: RegionName };

/** Cuts the frame at its region placeholders. */
function splitFrame(frame: string, composition: PageComposition): FrameSegment[] {
  const segments: FrameSegment[] = [];
  let rest = frame;
  for (const region of layoutRegions[composition.layout] as readonly RegionName[]) {
    const placeholder = regionPlaceholder(region);
    const at = rest.indexOf(placeholder);
    if (at < 0) continue;
    segments.push(rest.slice(0, at), { region });
    rest = rest.slice(at + placeholder.length);
  }
  segments.push(rest);
  return segments;
}

async function pageAssets(
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

function remoteEntries(
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
