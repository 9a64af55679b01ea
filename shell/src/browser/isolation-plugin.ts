import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";
import type { LifeCycles } from "single-spa";
import type { FragmentFailure } from "@shop/shared/browser";
import type { FragmentMountProps } from "@shop/shared";

/** Lifecycles for a fragment whose slice could not load: `mount` hands its container on. */
export function failedLifecycles(
  failure: FragmentFailure,
  onFailed: (container: HTMLElement, failure: FragmentFailure) => void,
): LifeCycles<FragmentMountProps> {
  return {
    bootstrap: () => Promise.resolve(),
    mount: ({ domElement }) => Promise.resolve(onFailed(domElement, failure)),
    unmount: () => Promise.resolve(),
  };
}

/**
 * Fault isolation in the Module Federation runtime: when a remote's manifest, entry or module
 * cannot be loaded (after the retry plugin gave up), the request is answered with lifecycles
 * that keep the fragment's server markup (decision 0024) instead of an error.
 */
export function fragmentIsolationPlugin(
  onFailed: (container: HTMLElement, failure: FragmentFailure) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: "shop-fragment-isolation",
    errorLoadRemote(args) {
      // Earlier lifecycles (manifest, shared modules) must fail so that loading ends up here.
      if (args.lifecycle !== "onLoad") return undefined;
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      return failedLifecycles({ phase: "load", message }, onFailed);
    },
  };
}
