import { createElement, type ComponentType } from "react";
import * as ReactDOMClient from "react-dom/client";
import * as React from "react";
import singleSpaReact from "single-spa-react";
import type { LifeCycles } from "single-spa";
import type { CatalogLoader } from "../i18n/catalog.ts";
import { createI18n } from "../i18n/catalog.ts";
import type { FragmentMountProps } from "../composition/runtime-config.ts";
import type { RemoteName } from "../composition/micro-frontends.ts";
import { FragmentRoot, type FragmentProps } from "../ui/FragmentRoot.tsx";
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
  return singleSpaReact<FragmentMountProps>({
    React,
    ReactDOMClient,
    renderType: "hydrateRoot",
    suppressComponentDidCatchWarning: true,
    async loadRootComponent(props) {
      if (!props) throw new Error(`${mfe}/${fragment} was mounted without props`);
      const i18n = await createI18n(props.shop.language, loadCatalog);
      const onError = (error: Error) =>
        reportFragmentError({
          mfe,
          fragment,
          version: props.version,
          phase: "render",
          message: error.message,
        });
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
