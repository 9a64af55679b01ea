import { pageFragmentRefs, type MicroFrontendName, type RuntimeConfig } from "@shop/shared";
import { releaseKeySetCookie, releaseVisitorKey } from "../release/release-cookie.ts";
import type { ReleaseContext, SliceVersion } from "./artefact-store.ts";
import { documentEnd, documentStart, fragmentMarkup } from "./document.ts";
import { documentStream } from "./document-stream.ts";
import { mayKeepDocument, recordedParts } from "./document-cache.ts";
import { mainFragmentVerdict } from "./fragment-render.ts";
import { placedFragment, renderPlaced, type PlacedOutcome } from "./fragment-slots.ts";
import { keptPage } from "./kept-pages.ts";
import { fragmentPreloads, pageAssets, remoteEntries } from "./page-assets.ts";
import { renderFrame, splitFrame } from "./page-frame.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";

/**
 * Composes one page: resolves the live version of every slice on it, renders all fragments in
 * parallel (cached or per request), and streams one HTML document. A fragment that fails or
 * times out is replaced by its fallback; the page still answers.
 */
export async function composePage(
  deps: CompositionDeps,
  visitorRequest: PageRequest,
): Promise<Response> {
  const { composition } = visitorRequest;
  const { slices, headers } = await pageSlices(deps, visitorRequest);
  const kept = await keptPage(deps, visitorRequest, slices, headers, "document");
  if (kept.answer) return kept.answer;
  const { request } = kept;
  const shell = slices.get("shell");
  const layout = shell
    ? await deps.renderers.layoutRenderer(shell).catch(() => undefined)
    : undefined;
  const fallbackHtml = layout?.renderFallback(request.shop.language) ?? "";

  const outcomes = composition.fragments.map((placed, index) =>
    renderPlaced(deps, request, placed, index, slices),
  );
  const frame = renderFrame(deps, shell, layout, request);
  const mainOutcomes = await Promise.all(
    outcomes.filter((_, index) => composition.fragments[index]?.region === "main"),
  );
  const verdict = mainFragmentVerdict(mainOutcomes, request.search);
  if (verdict?.kind === "notFound") {
    kept.keep(undefined);
    return request.notFound();
  }
  if (verdict?.kind === "redirect") {
    kept.keep(undefined);
    return new Response(null, {
      status: 301,
      headers: { location: verdict.location, "cache-control": "private, no-cache" },
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
        const outcome = await (outcomes[index] as Promise<PlacedOutcome>);
        complete &&= outcome.whole;
        yield fragmentMarkup(placedFragment(outcome, index, fallbackHtml));
      }
    }
    // The fragments' scripts are named at the end: a rendering may say it starts nothing.
    yield documentEnd(
      config,
      fallbackHtml,
      await fragmentPreloads(deps, await Promise.all(outcomes)),
    );
  }

  const parts =
    kept.keeps && status === 200
      ? recordedParts(documentParts(), (html) =>
          kept.keep(html !== undefined && complete && mayKeepDocument(html) ? html : undefined),
        )
      : documentParts();
  if (status !== 200) kept.keep(undefined);
  return new Response(documentStream(parts), { status, headers });
}

/**
 * The live version of every slice on the page, the shell's included, for this visitor (a canary
 * draws with the visitor's key), and the headers of the page's answer.
 */
export async function pageSlices(
  deps: CompositionDeps,
  request: PageRequest,
): Promise<{ slices: Map<MicroFrontendName, SliceVersion>; headers: Headers }> {
  const visitorKey = releaseVisitorKey(request.cookies);
  const slices = await resolveSlices(
    deps,
    ["shell", ...pageFragmentRefs(request.composition).map((ref) => ref.mfe)],
    { shopId: request.shop.shopId, visitorKey: visitorKey.key },
  );
  return { slices, headers: pageHeaders(deps, request, visitorKey, slices) };
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
