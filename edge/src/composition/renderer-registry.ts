import { pathToFileURL } from "node:url";
import type { FragmentRenderer, LayoutRenderer } from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";

/**
 * Hands out the server renderer of a slice version. The edge runs them in worker threads
 * (`WorkerRendererRegistry`, decision 0028); composition sees the same interface either way.
 */
export interface RendererRegistry {
  fragmentRenderer(slice: SliceVersion): Promise<FragmentRenderer>;
  layoutRenderer(slice: SliceVersion): Promise<LayoutRenderer>;
}

function isFragmentRenderer(value: unknown): value is FragmentRenderer {
  const candidate = value as Partial<FragmentRenderer> | undefined;
  return typeof candidate?.render === "function" && typeof candidate.fragments === "object";
}

function isLayoutRenderer(value: unknown): value is LayoutRenderer {
  const candidate = value as Partial<LayoutRenderer> | undefined;
  return (
    typeof candidate?.renderFrame === "function" && typeof candidate.renderFallback === "function"
  );
}

/**
 * Imports `server/renderer.js` of each version into this isolate (ES modules, cached by version):
 * a version once loaded stays loaded, and slice code runs with this process's environment. For
 * in-process tests (which wrap renderers to record or break them) and the release CLI's
 * promotion checks; the serving edge uses `WorkerRendererRegistry` (decision 0028).
 */
export class ModuleRendererRegistry implements RendererRegistry {
  private readonly modules = new Map<string, Promise<unknown>>();

  async fragmentRenderer(slice: SliceVersion): Promise<FragmentRenderer> {
    const renderer = await this.load(slice);
    if (!isFragmentRenderer(renderer)) {
      throw new Error(`${slice.name}@${slice.version} does not export a fragment renderer`);
    }
    return renderer;
  }

  async layoutRenderer(slice: SliceVersion): Promise<LayoutRenderer> {
    const renderer = await this.load(slice);
    if (!isLayoutRenderer(renderer)) {
      throw new Error(`${slice.name}@${slice.version} does not export a layout renderer`);
    }
    return renderer;
  }

  private load(slice: SliceVersion): Promise<unknown> {
    const key = `${slice.name}@${slice.version}`;
    let loaded = this.modules.get(key);
    if (!loaded) {
      loaded = import(pathToFileURL(slice.serverModule).href).then(
        (module: { default?: unknown }) => module.default,
      );
      loaded.catch(() => this.modules.delete(key));
      this.modules.set(key, loaded);
    }
    return loaded;
  }
}
