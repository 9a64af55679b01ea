import { createElement, type ComponentType } from "react";
import * as ReactDOMClient from "react-dom/client";
import * as React from "react";
import singleSpaReact from "single-spa-react";
import type { LifeCycles } from "single-spa";
import type { CatalogLoader } from "../i18n/catalog.ts";
import { createI18n } from "../i18n/catalog.ts";
import { fragmentIdPrefix, type FragmentMountProps } from "../composition/runtime-config.ts";
import type { RemoteName } from "../composition/micro-frontends.ts";
import { FragmentRoot, type FragmentProps } from "../ui/FragmentRoot.tsx";
import { announceFragmentFailure } from "./fragment-failure.ts";
import { reportFragmentError } from "./report.ts";

interface FragmentLifecyclesOptions<State> {
  readonly mfe: RemoteName;
  readonly fragment: string;
  readonly Component: ComponentType<FragmentProps<State>>;
  readonly loadCatalog: CatalogLoader;
}

/**
 * The single-spa lifecycles of one fragment: loads the slice's catalog for the page's language,
 * then hydrates the server-rendered markup with the server's state (no re-render, no refetch).
 */
export function fragmentLifecycles<State>(
  options: FragmentLifecyclesOptions<State>,
): LifeCycles<FragmentMountProps> {
  const { mfe, fragment, Component, loadCatalog } = options;
  const identifierPrefix = fragmentIdPrefix(mfe, fragment);
  return singleSpaReact<FragmentMountProps>({
    React,
    // Hydrates with the server's id prefix, so each fragment's ids are its own.
    ReactDOMClient: {
      ...ReactDOMClient,
      hydrateRoot: (container: Element | Document, children: React.ReactNode) =>
        ReactDOMClient.hydrateRoot(container, children, { identifierPrefix }),
    },
    renderType: "hydrateRoot",
    suppressComponentDidCatchWarning: true,
    async loadRootComponent(props) {
      if (!props) throw new Error(`${mfe}/${fragment} was mounted without props`);
      const i18n = await createI18n(props.shop.language, loadCatalog);
      // The shell keeps the server's markup in place of a tree that threw (decision 0024); a
      // shell that does not take the failure leaves the fragment to show its fallback.
      const onError = (error: Error): boolean => {
        const failure = { phase: "render", message: error.message } as const;
        if (announceFragmentFailure(props.domElement, failure)) return true;
        reportFragmentError({ mfe, fragment, version: props.version, ...failure });
        return false;
      };
      return function HydratedFragment(mounted: FragmentMountProps | undefined) {
        const { state, shop } = mounted ?? props;
        return createElement(FragmentRoot<State>, {
          i18n,
          Component,
          onError,
          state: state as State,
          shop,
        });
      };
    },
  });
}
