import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";
import type { LifeCycles } from "single-spa";
import { reportFragmentError } from "@shop/shared/browser";
import type { FragmentMountProps } from "@shop/shared";
import { showFallback } from "./fragments.ts";

/** Lifecycles that put a fragment's fallback in place of the slice that could not load. */
export const fallbackLifecycles: LifeCycles<FragmentMountProps> = {
  bootstrap: () => Promise.resolve(),
  mount: ({ domElement }) => Promise.resolve(showFallback(domElement)),
  unmount: () => Promise.resolve(),
};

/**
 * Fault isolation in the Module Federation runtime: when a remote's manifest, entry or module
 * cannot be loaded (after the retry plugin gave up), the request is answered with fallback
 * lifecycles instead of an error, and the failure is reported with the slice's version.
 */
export function fragmentIsolationPlugin(
  versionOf: (federationName: string) => { mfe: string; version: string },
): ModuleFederationRuntimePlugin {
  return {
    name: "shop-fragment-isolation",
    errorLoadRemote(args) {
      // Earlier lifecycles (manifest, shared modules) must fail so that loading ends up here.
      if (args.lifecycle !== "onLoad") return undefined;
      const [container = "", fragment = ""] = args.id.split("/");
      const { mfe, version } = versionOf(container);
      reportFragmentError({
        mfe,
        version,
        fragment,
        phase: "load",
        message: args.error instanceof Error ? args.error.message : String(args.error),
      });
      return fallbackLifecycles;
    },
  };
}
