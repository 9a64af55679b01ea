import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import {
  addErrorHandler,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from "single-spa";
import type { FragmentMountProps, RuntimeConfig } from "@shop/shared";
import type { FragmentFailure } from "@shop/shared/browser";
import { keepServerMarkup } from "./fragment-failure.ts";
import type { PageFragment } from "./fragments.ts";
import { startsBelowTheFold, whenVisibleOrIdle } from "./hydration-timing.ts";
import { failedLifecycles, fragmentIsolationPlugin } from "./isolation-plugin.ts";
import { retryPlugin } from "./retry-plugin.ts";

/** The single-spa applications of the page's fragments, for the first page and every navigation. */
export interface FragmentApps {
  /** The fragments with an application, as the page holds them now. */
  readonly fragments: readonly PageFragment[];
  /** Registers one application per fragment; below-the-fold ones start when seen or idle. */
  add(added: readonly PageFragment[]): void;
  /** Unmounts and removes the fragments' applications. */
  remove(removed: readonly PageFragment[]): Promise<void>;
  /**
   * Registers the remotes not registered yet. False when one is registered in another version:
   * the page needs a document load to run it.
   */
  addRemotes(remotes: RuntimeConfig["remotes"]): boolean;
}

/** Marks a fragment's container once it is mounted (`data-hydrated`), for monitoring and tests. */
function markHydrated(lifecycles: LifeCycles<FragmentMountProps>): LifeCycles<FragmentMountProps> {
  const mounts = Array.isArray(lifecycles.mount) ? lifecycles.mount : [lifecycles.mount];
  return {
    ...lifecycles,
    mount: [
      ...mounts,
      ({ domElement }) => {
        if (domElement.dataset.status === "rendered") domElement.dataset.hydrated = "true";
        return Promise.resolve();
      },
    ],
  };
}

export function fragmentApps(config: RuntimeConfig): FragmentApps {
  const fragments: PageFragment[] = [];
  const entries = new Map<string, string>();
  const waiting = new Set<HTMLElement>();

  function fragmentFailed(container: HTMLElement, failure: FragmentFailure): void {
    const fragment = fragments.find((candidate) => candidate.element === container);
    if (fragment) keepServerMarkup(fragment, failure, config.shop.language);
  }

  registerPlugins([
    retryPlugin({ retries: 2, delayMs: 300 }),
    fragmentIsolationPlugin(fragmentFailed),
  ]);

  async function loadFragment(federatedModule: string): Promise<LifeCycles<FragmentMountProps>> {
    const lifecycles = await loadRemote<LifeCycles<FragmentMountProps>>(federatedModule);
    return (
      lifecycles ??
      failedLifecycles({ phase: "load", message: `${federatedModule} is empty` }, fragmentFailed)
    );
  }

  // A fragment whose lifecycles throw (a broken mount, say) keeps its server markup alone.
  addErrorHandler((error) => {
    const fragment = fragments.find((candidate) => candidate.element.id === error.appOrParcelName);
    if (fragment) {
      keepServerMarkup(fragment, { phase: "render", message: error.message }, config.shop.language);
    }
  });

  return {
    fragments,
    add(added) {
      // Fragments below the first screen load and hydrate when they come near the viewport or
      // the browser is idle (issue 24): their scripts stay off the way to the first interaction.
      for (const { element } of added.filter((fragment) => startsBelowTheFold(fragment.element))) {
        waiting.add(element);
        void whenVisibleOrIdle(element).then(() => {
          waiting.delete(element);
          return triggerAppChange();
        });
      }
      for (const fragment of added) {
        fragments.push(fragment);
        registerApplication<FragmentMountProps>({
          name: fragment.element.id,
          app: async () => markHydrated(await loadFragment(fragment.federatedModule)),
          activeWhen: () => !waiting.has(fragment.element),
          customProps: {
            domElement: fragment.element,
            state: fragment.state,
            shop: config.shop,
            version: fragment.version,
          },
        });
      }
    },
    async remove(removed) {
      await Promise.all(removed.map((fragment) => unregisterApplication(fragment.element.id)));
      for (const fragment of removed) {
        waiting.delete(fragment.element);
        fragments.splice(fragments.indexOf(fragment), 1);
      }
    },
    addRemotes(remotes) {
      const added = [];
      for (const remote of Object.values(remotes)) {
        if (!remote) continue;
        const known = entries.get(remote.federationName);
        if (known === remote.entryUrl) continue;
        if (known !== undefined) return false;
        entries.set(remote.federationName, remote.entryUrl);
        added.push({ name: remote.federationName, entry: remote.entryUrl });
      }
      // Each container from its remote entry: the shell's runtime is built without manifest
      // loading (`disableSnapshot`, decision 0021), which saves its code and a round trip.
      if (added.length > 0) registerRemotes(added);
      return true;
    },
  };
}
