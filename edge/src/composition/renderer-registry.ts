import { pathToFileURL } from "node:url";
import type { FragmentRenderer, LayoutRenderer } from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";

/** Loads the server module of a slice version; every version loads once and stays loaded. */
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

/** Imports `server/renderer.js` of each version (ES modules, cached by version). */
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
