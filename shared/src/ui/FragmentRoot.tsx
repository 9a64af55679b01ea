import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType } from "react";
import type { ShopContext } from "../shops/shops.ts";
import { FragmentErrorBoundary } from "./FragmentErrorBoundary.tsx";

/** Props of every fragment component: its server-loaded state and the shop it renders for. */
export interface FragmentProps<State> {
  readonly state: State;
  readonly shop: ShopContext;
}

interface RootProps<State> extends FragmentProps<State> {
  readonly i18n: I18n;
  readonly Component: ComponentType<FragmentProps<State>>;
  /** Told of a render error; true when the server markup was put back (see the boundary). */
  readonly onError: (error: Error) => boolean | void;
}

/**
 * The tree both the server and the browser render for a fragment, so hydration matches:
 * the slice's own i18n instance, an error boundary, then the fragment.
 */
export function FragmentRoot<State>({ i18n, Component, onError, state, shop }: RootProps<State>) {
  return (
    <I18nProvider i18n={i18n}>
      <FragmentErrorBoundary onError={onError}>
        <Component state={state} shop={shop} />
      </FragmentErrorBoundary>
    </I18nProvider>
  );
}
