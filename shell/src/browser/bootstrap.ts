import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import { addErrorHandler, registerApplication, start, type LifeCycles } from "single-spa";
import type { FragmentMountProps, RemoteName } from "@shop/shared";
import { reportFragmentError } from "@shop/shared/browser";
import { pageFragments, showFallback } from "./fragments.ts";
import { fallbackLifecycles, fragmentIsolationPlugin } from "./isolation-plugin.ts";
import { retryPlugin } from "./retry-plugin.ts";
import { readRuntimeConfig } from "./runtime-config.ts";
import { startToastHost } from "./toast-host.ts";

const config = readRuntimeConfig();
startToastHost();
const remotes = Object.entries(config.remotes) as [
  RemoteName,
  NonNullable<(typeof config.remotes)[RemoteName]>,
][];

registerRemotes(
  remotes.map(([, remote]) => ({ name: remote.federationName, entry: remote.manifestUrl })),
);
registerPlugins([
  retryPlugin({ retries: 2, delayMs: 300 }),
  fragmentIsolationPlugin((container) => {
    const found = remotes.find(([, remote]) => remote.federationName === container);
    return { mfe: found?.[0] ?? container, version: found?.[1].version ?? "unknown" };
  }),
]);

async function loadFragment(federatedModule: string): Promise<LifeCycles<FragmentMountProps>> {
  return (await loadRemote<LifeCycles<FragmentMountProps>>(federatedModule)) ?? fallbackLifecycles;
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

const fragments = pageFragments();
for (const fragment of fragments) {
  registerApplication<FragmentMountProps>({
    name: fragment.element.id,
    app: async () => markHydrated(await loadFragment(fragment.federatedModule)),
    activeWhen: () => true,
    customProps: {
      domElement: fragment.element,
      state: fragment.state,
      shop: config.shop,
      version: fragment.version,
    },
  });
}

// A fragment whose lifecycles throw (a broken mount, say) degrades alone.
addErrorHandler((error) => {
  const fragment = fragments.find((candidate) => candidate.element.id === error.appOrParcelName);
  if (!fragment) return;
  showFallback(fragment.element);
  reportFragmentError({
    mfe: fragment.mfe,
    version: fragment.version,
    fragment: fragment.fragment,
    phase: "render",
    message: error.message,
  });
});

start({ urlRerouteOnly: true });

if (config.devReloadUrl) {
  new EventSource(config.devReloadUrl).addEventListener("reload", () => location.reload());
}
