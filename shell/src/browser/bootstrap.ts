import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from "single-spa";
import type { FragmentMountProps, RemoteName } from "@shop/shared";
import type { FragmentFailure } from "@shop/shared/browser";
import { startCommandBroker } from "./command-broker.ts";
import { keepServerMarkup, listenForFragmentFailures } from "./fragment-failure.ts";
import { pageFragments } from "./fragments.ts";
import { startsBelowTheFold, whenVisibleOrIdle } from "./hydration-timing.ts";
import { failedLifecycles, fragmentIsolationPlugin } from "./isolation-plugin.ts";
import { startErrorMonitoring } from "./monitoring.ts";
import { retryPlugin } from "./retry-plugin.ts";
import { readRuntimeConfig } from "./runtime-config.ts";
import { startToastHost } from "./toast-host.ts";

const config = readRuntimeConfig();
startErrorMonitoring(config);
startToastHost();
startCommandBroker(config);
const remotes = Object.entries(config.remotes) as [
  RemoteName,
  NonNullable<(typeof config.remotes)[RemoteName]>,
][];

// Read before any slice loads: the server's markup of each fragment, kept for a failure.
const fragments = pageFragments();
listenForFragmentFailures(fragments, config.shop.language);

function fragmentFailed(container: HTMLElement, failure: FragmentFailure): void {
  const fragment = fragments.find((candidate) => candidate.element === container);
  if (fragment) keepServerMarkup(fragment, failure, config.shop.language);
}

// Each container from its remote entry: the shell's runtime is built without manifest loading
// (`disableSnapshot`, decision 0021), which saves its code and a round trip per slice.
registerRemotes(
  remotes.map(([, remote]) => ({ name: remote.federationName, entry: remote.entryUrl })),
);
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

// Fragments below the first screen load and hydrate when they come near the viewport or the
// browser is idle (issue 24): their scripts stay off the way to the first interaction.
const waiting = new Set(
  fragments
    .filter((fragment) => startsBelowTheFold(fragment.element))
    .map(({ element }) => element),
);
for (const element of waiting) {
  void whenVisibleOrIdle(element).then(() => {
    waiting.delete(element);
    return triggerAppChange();
  });
}

for (const fragment of fragments) {
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

// A fragment whose lifecycles throw (a broken mount, say) keeps its server markup alone.
addErrorHandler((error) => {
  const fragment = fragments.find((candidate) => candidate.element.id === error.appOrParcelName);
  if (fragment) {
    keepServerMarkup(fragment, { phase: "render", message: error.message }, config.shop.language);
  }
});

start({ urlRerouteOnly: true });

if (config.devReloadUrl) {
  new EventSource(config.devReloadUrl).addEventListener("reload", () => location.reload());
}
