import { setBootstrapMaxTime, setMountMaxTime, start } from "single-spa";
import { whenLoadedAndIdle } from "@shop/shared/browser/hydration-timing";
import { startChunkRecovery } from "./chunk-recovery.ts";
import { startCommandBroker } from "./command-broker.ts";
import { fragmentApps } from "./fragment-apps.ts";
import { listenForFragmentFailures } from "./fragment-failure.ts";
import { pageFragments } from "./fragments.ts";
import { startHashCommands } from "./hash-commands.ts";
import { startErrorMonitoring } from "./monitoring.ts";
import { readRuntimeConfig } from "./runtime-config.ts";
import { startToastHost } from "./toast-host.ts";
import { startVersionWatch } from "./version-watch.ts";

/** How long after the page's load the navigation code may wait for an idle moment. */
const navigationIdleMs = 3000;
/**
 * A fragment's bootstrap or mount still running after this long is logged as stuck (never cut).
 * single-spa's defaults warn after 1 s, which a slow phone, or a busy test machine hydrating
 * several fragments at once, reaches without anything being wrong.
 */
const lifecycleStuckMs = 10_000;

const config = readRuntimeConfig();
startErrorMonitoring(config);
startToastHost();
startChunkRecovery();
startVersionWatch(config);
const apps = fragmentApps(config);
startCommandBroker(config, apps);
apps.addRemotes(config.remotes);
// Read before any slice loads: the server's markup of each fragment, kept for a failure.
apps.add(pageFragments());
listenForFragmentFailures(apps.fragments, config.shop.language);
startHashCommands(apps, window);

setBootstrapMaxTime(lifecycleStuckMs, false, lifecycleStuckMs);
setMountMaxTime(lifecycleStuckMs, false, lifecycleStuckMs);
start({ urlRerouteOnly: true });

// Navigation without document loads (decision 0050), its own chunk once the page is idle.
whenLoadedAndIdle(() => {
  void import("./navigation/index.ts").then(({ startNavigation }) => startNavigation(config, apps));
}, navigationIdleMs);

if (config.devReloadUrl) {
  new EventSource(config.devReloadUrl).addEventListener("reload", () => location.reload());
}
