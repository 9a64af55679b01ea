import {
  layoutRegions,
  regionPlaceholder,
  type LayoutRenderer,
  type PageComposition,
  type RegionName,
} from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import { dataVersionKeyPart } from "./cache-invalidation.ts";
import { withTimeout } from "./fragment-render.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";

/** The layout's frame (header, footer, region placeholders), cached like a shared fragment; the bare frame when the shell cannot render it. */
export async function renderFrame(
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

export type FrameSegment = string | { readonly region: RegionName };

/** Cuts the frame at its region placeholders. */
export function splitFrame(frame: string, composition: PageComposition): FrameSegment[] {
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
