import type { I18n } from "@lingui/core";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createI18n, type CatalogLoader } from "../i18n/catalog.ts";
import type { Language } from "../i18n/languages.ts";
import type {
  FragmentHead,
  FragmentRenderer,
  FragmentRequest,
  RenderedFragment,
} from "../composition/renderer.ts";
import type { FragmentCatalog } from "../composition/fragments.ts";
import type { RemoteName } from "../composition/micro-frontends.ts";
import { FragmentRoot, type FragmentProps } from "../ui/FragmentRoot.tsx";

/** What a fragment's server loader returns: the state to render and hydrate with. */
export interface LoadedFragment<State> {
  readonly state: State;
  readonly head?: FragmentHead;
  readonly status?: number;
}

/** One fragment of a slice on the server: its component, loader and whether it is personal. */
export interface ServerFragment<State> {
  readonly personal: boolean;
  readonly Component: ComponentType<FragmentProps<State>>;
  readonly load: (request: FragmentRequest, i18n: I18n) => Promise<LoadedFragment<State>>;
}

/** Ties a fragment's state type to its component and loader. */
export function serverFragment<State>(fragment: ServerFragment<State>): ServerFragment<State> {
  return fragment;
}

interface RendererOptions<M extends RemoteName> {
  readonly mfe: M;
  readonly loadCatalog: CatalogLoader;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fragment has its own state type
  readonly fragments: Record<FragmentCatalog[M], ServerFragment<any>>;
}

/**
 * Builds a slice's fragment renderer: the plain server module (no Module Federation) the edge
 * calls. It renders the same tree the browser hydrates.
 */
export function defineFragmentRenderer<M extends RemoteName>(
  options: RendererOptions<M>,
): FragmentRenderer {
  const i18nByLanguage = new Map<Language, Promise<I18n>>();
  const i18nFor = (language: Language) => {
    let i18n = i18nByLanguage.get(language);
    if (!i18n) {
      i18n = createI18n(language, options.loadCatalog);
      i18nByLanguage.set(language, i18n);
    }
    return i18n;
  };
  const fragments: Record<string, ServerFragment<unknown>> = options.fragments;

  return {
    mfe: options.mfe,
    fragments: Object.fromEntries(
      Object.entries(fragments).map(([name, fragment]) => [name, { personal: fragment.personal }]),
    ),
    async render(name: string, request: FragmentRequest): Promise<RenderedFragment> {
      const fragment = fragments[name];
      if (!fragment) throw new Error(`${options.mfe} has no fragment ${name}`);
      const i18n = await i18nFor(request.shop.language);
      const loaded = await fragment.load(request, i18n);
      const html = renderToString(
        createElement(FragmentRoot<unknown>, {
          i18n,
          Component: fragment.Component,
          state: loaded.state,
          shop: request.shop,
          onError: (error: Error) => {
            throw error;
          },
        }),
      );
      return { html, ...loaded };
    },
  };
}
