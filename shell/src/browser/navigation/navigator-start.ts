import { msg } from "@lingui/core/macro";
import { createI18n, type RuntimeConfig } from "@shop/shared";
import { loadCatalog } from "../../catalog.ts";
import type { FragmentApps } from "../fragment-apps.ts";
import { fullLoadRequired } from "../version-watch.ts";
import { LoadingBar } from "./loading-bar.ts";
import { PageNavigator } from "./navigator.ts";
import type { PayloadStore } from "./payloads.ts";

export interface NavigatorStart {
  readonly config: RuntimeConfig;
  readonly apps: FragmentApps;
  readonly payloads: PayloadStore;
  /** The page announcer, in the document since the navigation started. */
  readonly announce: (text: string) => void;
  /** Looks for new links to prefetch after a navigation. */
  readonly navigated: () => void;
}

/**
 * The page navigator with its loading bar and its translated messages (decision 0050): a chunk
 * of its own, loaded with the first page link the shopper follows, so a page view without a
 * navigation never downloads it.
 */
export async function startPageNavigator(start: NavigatorStart): Promise<PageNavigator> {
  const { config, apps, payloads, announce, navigated } = start;
  const i18n = await createI18n(config.shop.language, loadCatalog);
  return new PageNavigator({
    config,
    apps,
    payload: (url) => payloads.take(url),
    bar: new LoadingBar(i18n._(msg({ id: "navigation.loading", message: "Loading the page" }))),
    announce: (title) =>
      announce(i18n._(msg({ id: "navigation.pageLoaded", message: `Page loaded: ${title}` }))),
    mustFullLoad: fullLoadRequired,
    navigated,
  });
}
