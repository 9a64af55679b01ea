import type { I18n } from "@lingui/core";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createI18n, type CatalogLoader } from "../i18n/catalog.ts";
import type { Language } from "../i18n/languages.ts";
import type {
  DeclaredHydration,
  FragmentCacheParameters,
  FragmentHead,
  FragmentHydration,
  FragmentInfo,
  FragmentRenderer,
  FragmentRequest,
  FragmentSlot,
  PageOutcome,
  RenderedFragment,
} from "../composition/renderer.ts";
import type { FragmentCatalog } from "../composition/fragments.ts";
import { fragmentIdPrefix } from "../composition/runtime-config.ts";
import type { RemoteName } from "../composition/micro-frontends.ts";
import { FragmentRoot, type FragmentProps } from "../ui/FragmentRoot.tsx";

/**
 * What a fragment's server loader returns: the state to render and hydrate with, or, for a main
 * fragment that owns its route's data, an outcome for the whole page (nothing is rendered then).
 */
export type LoadedFragment<State> =
  | {
      readonly state: State;
      readonly head?: FragmentHead;
      readonly status?: number;
      /** Places in the markup that other slices' fragments fill (decision 0055). */
      readonly slots?: readonly FragmentSlot[];
      /** This rendering's start, in place of the fragment's own (`RenderedFragment.hydration`). */
      readonly hydration?: FragmentHydration;
    }
  | { readonly outcome: PageOutcome };

/** One fragment of a slice on the server: its component, loader and whether it is personal. */
export interface ServerFragment<State, Api = unknown> {
  readonly personal: boolean;
  /** When its browser code starts (`FragmentInfo.hydration`); absent: with the page. */
  readonly hydration?: DeclaredHydration;
  /**
   * What a non-personal fragment's output depends on (decision 0025): the query parameters its
   * loader reads, and whether it differs per page. Undeclared: no query parameter, per page.
   */
  readonly cache?: Partial<FragmentCacheParameters>;
  readonly Component: ComponentType<FragmentProps<State>>;
  readonly load: (request: FragmentRequest<Api>, i18n: I18n) => Promise<LoadedFragment<State>>;
}

/** Ties a fragment's state type to its component and loader. */
export function serverFragment<State, Api = unknown>(
  fragment: ServerFragment<State, Api>,
): ServerFragment<State, Api> {
  return fragment;
}

interface RendererOptions<M extends RemoteName, Api> {
  readonly mfe: M;
  readonly loadCatalog: CatalogLoader;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fragment has its own state type
  readonly fragments: Record<FragmentCatalog[M], ServerFragment<any, Api>>;
}

/**
 * Builds a slice's fragment renderer: the plain server module (no Module Federation) the edge
 * calls. It renders the same tree the browser hydrates.
 */
export function defineFragmentRenderer<M extends RemoteName, Api = unknown>(
  options: RendererOptions<M, Api>,
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
  const fragments: Record<string, ServerFragment<unknown, Api>> = options.fragments;

  return {
    mfe: options.mfe,
    fragments: Object.fromEntries(
      Object.entries(fragments).map(([name, fragment]): [string, FragmentInfo] => {
        const hydration = fragment.hydration ? { hydration: fragment.hydration } : {};
        const info: FragmentInfo = fragment.personal
          ? { personal: true, ...hydration }
          : {
              personal: false,
              cache: {
                query: [...(fragment.cache?.query ?? [])].sort(),
                perPage: fragment.cache?.perPage ?? true,
              },
              ...hydration,
            };
        return [name, info];
      }),
    ),
    async render(name: string, request: FragmentRequest): Promise<RenderedFragment> {
      const fragment = fragments[name];
      if (!fragment) throw new Error(`${options.mfe} has no fragment ${name}`);
      const i18n = await i18nFor(request.shop.language);
      // The edge binds each slice's renderer to that slice's own client (`SliceApi.client`): the
      // one place where the loaders' client type meets the module loaded at run time.
      const loaded = await fragment.load(request as FragmentRequest<Api>, i18n);
      if ("outcome" in loaded) return { html: "", state: null, outcome: loaded.outcome };
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
        { identifierPrefix: fragmentIdPrefix(options.mfe, name) },
      );
      return { html, ...loaded };
    },
  };
}
