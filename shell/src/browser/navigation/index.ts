import { onShopEvent, type RuntimeConfig } from "@shop/shared";
import type { FragmentApps } from "../fragment-apps.ts";
import { fullLoadRequired } from "../version-watch.ts";
import { hintFetch } from "./assets.ts";
import { navigableUrl, payloadUrl } from "./links.ts";
import type { PageNavigator } from "./navigator.ts";
import { pageAnnouncer } from "./page-focus.ts";
import { PayloadStore } from "./payloads.ts";
import { prefetchVisibleLinks } from "./prefetch.ts";

/**
 * Starts navigation without document loads (issue 23; decision 0050): same-shop page links open
 * through their payloads, visible links are prefetched, back and forward go the same way. The
 * navigator itself loads when the shopper presses a page link (issue 24): the click waits for it.
 * Marks `<html data-navigation="ready">` once it listens.
 */
export function startNavigation(config: RuntimeConfig, apps: FragmentApps): void {
  const { language } = config.shop;
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
        // Its stylesheets, its slices' remote entries and its fragments' scripts too, those
        // this document lacks; opening the page asks for none of them before its fragments do.
        if (answer.kind !== "page") return;
        hintFetch(answer.styles, "style");
        const loaded = new Set(Object.values(config.remotes).map((remote) => remote?.entryUrl));
        const entries = Object.values(answer.remotes).map((remote) => remote?.entryUrl ?? "");
        hintFetch(
          [...entries, ...answer.preloads].filter((href) => href !== "" && !loaded.has(href)),
          "script",
        );
      },
      () => undefined,
    );
  });
  let navigator: Promise<PageNavigator> | undefined;
  const loadNavigator = () =>
    (navigator ??= import("./navigator-start.ts").then(({ startPageNavigator }) =>
      startPageNavigator({ config, apps, payloads, announce, navigated: rescan }),
    ));
  // A press on a page link starts loading the navigator before its click comes.
  document.addEventListener("pointerdown", (event) => {
    if (navigableUrl(event, language)) void loadNavigator();
  });
  document.addEventListener("click", (event) => {
    const url = navigableUrl(event, language);
    if (!url || fullLoadRequired()) return;
    event.preventDefault();
    loadNavigator().then(
      (pages) => pages.go(url),
      () => location.assign(url),
    );
  });
  document.documentElement.dataset.navigation = "ready";
}
