import type { I18n } from "@lingui/core";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ShopContext } from "../src/shops/shops.ts";
import { FragmentRoot, type FragmentProps } from "../src/ui/FragmentRoot.tsx";

/** A fragment hydrated in a browser test: its container in the page, and how to take it away. */
export interface HydratedFragment {
  readonly container: HTMLElement;
  readonly unmount: () => void;
}

/**
 * A fragment as a page shows it (for browser tests under happy-dom): its server markup put into
 * the document, then hydrated with the same state, as the shell does.
 */
export function hydratedFragment<State>(
  Component: ComponentType<FragmentProps<State>>,
  state: State,
  shop: ShopContext,
  i18n: I18n,
): HydratedFragment {
  const tree = (
    <FragmentRoot
      i18n={i18n}
      Component={Component}
      onError={() => false}
      state={state}
      shop={shop}
    />
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const root = hydrateRoot(container, tree);
  return {
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
