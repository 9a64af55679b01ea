import { msg } from "@lingui/core/macro";
import { createI18n, onShopEvent, type RuntimeConfig } from "@shop/shared";
import { loadCatalog } from "../../catalog.ts";
import type { FragmentApps } from "../fragment-apps.ts";
import { fullLoadRequired } from "../version-watch.ts";
import { hintFetch } from "./assets.ts";
import { navigableUrl, payloadUrl } from "./links.ts";
import { LoadingBar } from "./loading-bar.ts";
import { PageNavigator } from "./navigator.ts";
import { pageAnnouncer } from "./page-focus.ts";
import { PayloadStore } from "./payloads.ts";
import { prefetchVisibleLinks } from "./prefetch.ts";

/**
 * Starts navigation without document loads (issue 23; decision 0050): same-shop page links open
 * through their payloads, visible links are prefetched, back and forward go the same way.
 * Marks `<html data-navigation="ready">` once it listens.
 */
export async function startNavigation(config: RuntimeConfig, apps: FragmentApps): Promise<void> {
  const { language } = config.shop;
  const i18n = await createI18n(language, loadCatalog);
  const payloads = new PayloadStore();
  // A prefetched page may show the basket or the consent as they were: not after a change.
  const forget = () => payloads.clear();
  onShopEvent("basket:updated", forget);
  onShopEvent("wishlist:updated", forget);
  onShopEvent("consent:updated", forget);
  const announce = pageAnnouncer();
  const rescan = prefetchVisibleLinks(language, (url) => {
    void payloads.prefetch(payloadUrl(url))?.then(
      (answer) => {
        // Its stylesheets and its slices' remote entries too, those this document lacks.
        if (answer.kind !== "page") return;
        hintFetch(answer.styles, "style");
        const loaded = new Set(Object.values(config.remotes).map((remote) => remote?.entryUrl));
        hintFetch(
          Object.values(answer.remotes)
            .map((remote) => remote?.entryUrl ?? "")
            .filter((entry) => entry !== "" && !loaded.has(entry)),
          "script",
        );
      },
      () => undefined,
    );
  });
  const pages = new PageNavigator({
    config,
    apps,
    payload: (url) => payloads.take(url),
    bar: new LoadingBar(i18n._(msg({ id: "navigation.loading", message: "Loading the page" }))),
    announce: (title) =>
      announce(i18n._(msg({ id: "navigation.pageLoaded", message: `Page loaded: ${title}` }))),
    mustFullLoad: fullLoadRequired,
    navigated: rescan,
  });
  document.addEventListener("click", (event) => {
    const url = navigableUrl(event, language);
    if (!url || fullLoadRequired()) return;
    event.preventDefault();
    pages.go(url);
  });
  document.documentElement.dataset.navigation = "ready";
}
