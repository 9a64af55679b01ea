import {
  layoutRegions,
  toLanguageTag,
  type PageAnswerPayload,
  type PagePayload,
  type PayloadFragment,
  type RegionName,
} from "@shop/shared";
import { pageSlices } from "./compose-page.ts";
import { mainFragmentVerdict } from "./fragment-render.ts";
import { placedFragment, renderPlaced } from "./fragment-slots.ts";
import { keptPage } from "./kept-pages.ts";
import { fragmentPreloads, pageAssets, remoteEntries } from "./page-assets.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";

const jsonType = "application/json; charset=utf-8";

/**
 * A page answer as JSON for the shell's navigation (`{page}/_payload.json`; decision 0050); a
 * page's data that the document cache may keep, as its document (decision 0063), comes from
 * `composePayload`.
 */
export function payloadResponse(
  payload: PageAnswerPayload,
  status: number,
  headers = new Headers({ "cache-control": "private, no-cache" }),
): Response {
  headers.set("content-type", jsonType);
  return new Response(JSON.stringify(payload), { status, headers });
}

/** What the shell does with a page it cannot swap in: load it as a document. */
export const fullLoadPayload = (status: number): Response =>
  payloadResponse({ kind: "fullLoad" }, status);

/**
 * Composes one page as data: the same slices, fragments (cached or per request), head tags and
 * assets as `composePage`, without the frame, which the shell already shows. The main fragment's
 * redirect becomes a target to navigate to; a page not found is left to a full load. Kept in the
 * document cache on the same terms as the page's document (decision 0063).
 */
export async function composePayload(
  deps: CompositionDeps,
  visitorRequest: PageRequest,
): Promise<Response> {
  const { composition } = visitorRequest;
  const { slices, headers } = await pageSlices(deps, visitorRequest);
  headers.set("content-type", jsonType);
  const kept = await keptPage(deps, visitorRequest, slices, headers, "payload");
  if (kept.answer) return kept.answer;
  const { request } = kept;
  const shell = slices.get("shell");
  const layout = shell
    ? await deps.renderers.layoutRenderer(shell).catch(() => undefined)
    : undefined;
  const outcomes = await Promise.all(
    composition.fragments.map((placed, index) =>
      renderPlaced(deps, request, placed, index, slices),
    ),
  );
  const mainOutcomes = outcomes.filter((outcome) => outcome.placed.region === "main");
  const verdict = mainFragmentVerdict(mainOutcomes, request.search);
  if (verdict?.kind === "notFound") {
    kept.keep(undefined);
    return fullLoadPayload(404);
  }
  if (verdict?.kind === "redirect") {
    kept.keep(undefined);
    return payloadResponse({ kind: "redirect", location: verdict.location }, 200);
  }

  const fallbackHtml = layout?.renderFallback(request.shop.language) ?? "";
  const regions: Partial<Record<RegionName, PayloadFragment[]>> = {};
  for (const region of layoutRegions[composition.layout] as readonly RegionName[]) {
    regions[region] = [];
  }
  outcomes.forEach((outcome, index) => {
    regions[outcome.placed.region]?.push(placedFragment(outcome, index, fallbackHtml));
  });
  const { styles } = await pageAssets(deps, composition, slices, shell);
  const preloads = await fragmentPreloads(deps, outcomes);
  const head = request.headTags(
    mainOutcomes.find((outcome) => outcome.rendered?.head)?.rendered?.head ?? {},
  );
  deps.monitoring.pageViewed(slices.values());
  const payload: PagePayload = {
    kind: "page",
    status: Math.max(200, ...mainOutcomes.map((outcome) => outcome.rendered?.status ?? 200)),
    layout: composition.layout,
    lang: toLanguageTag(request.shop.locale),
    head: {
      title: head.title,
      ...(head.description ? { description: head.description } : {}),
      ...(head.robots ? { robots: head.robots } : {}),
      ...(head.canonical ? { canonical: head.canonical } : {}),
      alternates: head.alternates,
    },
    regions,
    remotes: remoteEntries(deps, composition, slices),
    styles,
    preloads,
  };
  const body = JSON.stringify(payload);
  // Kept only whole, as a document: every fragment rendered and the page found (200).
  const whole = payload.status === 200 && outcomes.every((outcome) => outcome.whole);
  kept.keep(whole ? body : undefined);
  return new Response(body, { status: 200, headers });
}
