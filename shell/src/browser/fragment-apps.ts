import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import {
  addErrorHandler,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from "single-spa";
import {
  hasPersonalState,
  pageMarkup,
  type FragmentMountProps,
  type RemoteName,
  type RuntimeConfig,
} from "@shop/shared";
import type { FragmentFailure } from "@shop/shared/browser";
import {
  startsBelowTheFold,
  whenReachedFor,
  whenSeen,
  whenVisibleOrIdle,
} from "@shop/shared/browser/hydration-timing";
import { keepServerMarkup } from "./fragment-failure.ts";
import type { PageFragment } from "./fragments.ts";
import { failedLifecycles, fragmentIsolationPlugin } from "./isolation-plugin.ts";
import { keepPresses, pressKeptAgain, stopKeepingPresses } from "./pending-press.ts";
import { retryPlugin } from "./retry-plugin.ts";

/** The single-spa applications of the page's fragments, for the first page and every navigation. */
export interface FragmentApps {
  /** The fragments with an application, as the page holds them now. */
  readonly fragments: readonly PageFragment[];
  /**
   * Registers one application per fragment; below-the-fold ones start when seen or idle, those
   * that hydrate on interaction when the visitor reaches for them (decision 0060), and those that
   * hydrate when visible when they come near the viewport (decision 0061); a rendering with
   * nothing to start (`none`, decision 0065) gets none.
   */
  add(found: readonly PageFragment[]): void;
  /**
   * Starts the fragments of `mfe` that wait for the visitor (a command to that slice waits);
   * resolves once they mounted or failed, with whether there were any.
   */
  wake(mfe: RemoteName): Promise<boolean>;
  /** Unmounts and removes the fragments' applications. */
  remove(removed: readonly PageFragment[]): Promise<void>;
  /**
   * Registers the remotes not registered yet. False when one is registered in another version:
   * the page needs a document load to run it.
   */
  addRemotes(remotes: RuntimeConfig["remotes"]): boolean;
}

/**
 * Marks a fragment's container once it is mounted (`data-hydrated`), for monitoring and tests,
 * and presses again the button a waiting fragment was pressed on before (`pending-press.ts`).
 */
function markHydrated(lifecycles: LifeCycles<FragmentMountProps>): LifeCycles<FragmentMountProps> {
  const mounts = Array.isArray(lifecycles.mount) ? lifecycles.mount : [lifecycles.mount];
  return {
    ...lifecycles,
    mount: [
      ({ domElement }) => {
        stopKeepingPresses(domElement);
        return Promise.resolve();
      },
      ...mounts,
      ({ domElement }) => {
        if (domElement.dataset.status === "rendered") domElement.dataset.hydrated = "true";
        pressKeptAgain(domElement);
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

  const wakers = new Map<HTMLElement, { readonly mfe: RemoteName; readonly wake: () => void }>();
  const mounting = new Map<HTMLElement, Promise<void>>();

  /** Keeps `fragment` inactive until `started` resolves, then mounts it. */
  function waitFor(fragment: PageFragment, started: Promise<void>): void {
    waiting.add(fragment.element);
    if (fragment.hydration) keepPresses(fragment.element);
    const mounted = started.then(async () => {
      if (!waiting.delete(fragment.element)) return;
      wakers.delete(fragment.element);
      fragment.element.removeAttribute(pageMarkup.waitingAttribute);
      await triggerAppChange();
    });
    mounting.set(fragment.element, mounted);
  }

  /**
   * A fragment that hydrates on interaction, for a visitor without personal state (decision
   * 0060): its server markup is the empty basket or the sign-in link such a visitor sees anyway.
   */
  function waitsForVisitor(fragment: PageFragment): boolean {
    return fragment.hydration === "interaction" && !hasPersonalState();
  }

  return {
    fragments,
    add(found) {
      // A rendering with nothing to start (decision 0065) keeps its server markup alone.
      const added = found.filter((fragment) => fragment.hydration !== "none");
      for (const fragment of added) {
        if (waitsForVisitor(fragment)) {
          const woken = new Promise<void>((resolve) => {
            wakers.set(fragment.element, { mfe: fragment.mfe, wake: resolve });
          });
          fragment.element.setAttribute(pageMarkup.waitingAttribute, "interaction");
          waitFor(fragment, Promise.race([whenReachedFor(fragment.element), woken]));
        } else if (fragment.hydration === "visible") {
          fragment.element.setAttribute(pageMarkup.waitingAttribute, "visible");
          waitFor(fragment, whenSeen(fragment.element));
        } else if (startsBelowTheFold(fragment.element)) {
          // Below the first screen: when near the viewport or the browser is idle (issue 24),
          // so their scripts stay off the way to the first interaction.
          waitFor(fragment, whenVisibleOrIdle(fragment.element));
        }
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
    async wake(mfe) {
      const woken = [...wakers.entries()].filter(([, waker]) => waker.mfe === mfe);
      for (const [, waker] of woken) waker.wake();
      await Promise.all(woken.map(([element]) => mounting.get(element) ?? Promise.resolve()));
      return woken.length > 0;
    },
    async remove(removed) {
      await Promise.all(removed.map((fragment) => unregisterApplication(fragment.element.id)));
      for (const fragment of removed) {
        waiting.delete(fragment.element);
        wakers.delete(fragment.element);
        mounting.delete(fragment.element);
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
