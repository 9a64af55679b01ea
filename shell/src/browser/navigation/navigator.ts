import type { PageAnswerPayload, PagePayload, RuntimeConfig } from "@shop/shared";
import type { FragmentApps } from "../fragment-apps.ts";
import { addStyles } from "./assets.ts";
import { applyHead } from "./head.ts";
import { pageUrl, payloadUrl } from "./links.ts";
import type { LoadingBar } from "./loading-bar.ts";
import { focusMainHeading } from "./page-focus.ts";
import { regionSwap } from "./regions.ts";
import { restoreScroll } from "./scroll.ts";

export interface NavigatorDeps {
  readonly config: RuntimeConfig;
  readonly apps: FragmentApps;
  readonly payload: (url: string) => Promise<PageAnswerPayload>;
  readonly bar: LoadingBar;
  readonly announce: (title: string) => void;
  /** True once a slice of this tab has a new live version: every page loads as a document. */
  readonly mustFullLoad: () => boolean;
  /** Called after each navigation (new links to watch). */
  readonly navigated: () => void;
}

type Scroll = readonly [number, number];

/** The layout the document shows (`shop-layout--default`). */
function currentLayout(): string | undefined {
  return /\bshop-layout--(\w+)/.exec(document.querySelector(".shop-layout")?.className ?? "")?.[1];
}

/** Where the document should go instead, when the payload cannot be swapped in. */
class FullLoad extends Error {
  readonly url: string;
  constructor(url: string) {
    super(`${url} needs a document load`);
    this.url = url;
  }
}

/**
 * Navigation between pages without a document load (issue 23; decision 0050): fetches the
 * page's payload, swaps its regions and their single-spa applications, updates the head, the
 * history and the scroll position, focuses the main heading and announces the page. Anything
 * unexpected loads the document instead.
 */
export class PageNavigator {
  private readonly deps: NavigatorDeps;
  private latest = 0;
  /** Scroll positions per history entry (`history.state.shopEntry`). */
  private readonly scrolls = new Map<string, Scroll>();
  private entry: string;
  private shown = location.pathname + location.search;

  constructor(deps: NavigatorDeps) {
    this.deps = deps;
    this.entry = (history.state as { shopEntry?: string } | null)?.shopEntry ?? newEntry();
    history.replaceState({ ...(history.state as object | null), shopEntry: this.entry }, "");
    history.scrollRestoration = "manual";
    // A reload or a later visit from another document restores scroll the browser's way.
    addEventListener("pagehide", () => (history.scrollRestoration = "auto"));
    addEventListener("pageshow", () => (history.scrollRestoration = "manual"));
    addEventListener("scroll", () => this.scrolls.set(this.entry, [scrollX, scrollY]), {
      passive: true,
    });
    addEventListener("popstate", (event) => this.popped(event));
  }

  /** Opens `url` as a new history entry. */
  go(url: URL): void {
    void this.navigate(url, "push");
  }

  private popped(event: PopStateEvent & { readonly singleSpa?: boolean }): void {
    // single-spa announces every `pushState`/`replaceState` as a popstate of its own: a slice
    // changing its page's query (a login view, a variant) or this navigator's own push. Neither
    // is a move through the history; the address is only noted.
    if (event.singleSpa) {
      this.shown = location.pathname + location.search;
      return;
    }
    const state = event.state as { shopEntry?: string; shopScroll?: Scroll } | null;
    // Only the hash changed: the browser's own business.
    if (location.pathname + location.search === this.shown) {
      if (state?.shopEntry) this.entry = state.shopEntry;
      return;
    }
    const entry = state?.shopEntry ?? newEntry();
    const scroll = this.scrolls.get(entry) ?? state?.shopScroll ?? [0, 0];
    void this.navigate(new URL(location.href), "pop", entry, scroll);
  }

  private async navigate(url: URL, mode: "push" | "pop", entry = newEntry(), scroll?: Scroll) {
    const token = (this.latest += 1);
    const current = () => token === this.latest;
    this.deps.bar.start();
    try {
      const { page, address } = await this.pageAt(url);
      if (!current()) return;
      await this.show(page, address, mode, entry, current);
      if (!current()) return;
      const [x, y] = mode === "pop" && scroll ? scroll : [0, 0];
      restoreScroll(x, y);
      if (mode === "push" && address.hash)
        document.getElementById(address.hash.slice(1))?.scrollIntoView();
      focusMainHeading();
      this.deps.announce(page.head.title);
      this.deps.navigated();
    } catch (error) {
      if (!current()) return;
      const target = error instanceof FullLoad ? error.url : url.href;
      if (mode === "pop") location.replace(target);
      else location.assign(target);
    } finally {
      if (current()) this.deps.bar.done();
    }
  }

  /** The page to show for `url`, following one redirect to a page of this shop and language. */
  private async pageAt(url: URL): Promise<{ page: PagePayload; address: URL }> {
    let address = url;
    let answer = await this.deps.payload(payloadUrl(url));
    if (answer.kind === "redirect") {
      const target = pageUrl(answer.location, this.deps.config.shop.language);
      if (!target) throw new FullLoad(new URL(answer.location, location.href).href);
      address = target;
      answer = await this.deps.payload(payloadUrl(target));
    }
    if (answer.kind !== "page") throw new FullLoad(address.href);
    // Another layout, or a slice in another version than the one running here: the document.
    if (answer.layout !== currentLayout() || this.deps.mustFullLoad()) {
      throw new FullLoad(address.href);
    }
    return { page: answer, address };
  }

  private async show(
    page: PagePayload,
    address: URL,
    mode: "push" | "pop",
    entry: string,
    current: () => boolean,
  ): Promise<void> {
    const { apps } = this.deps;
    const swap = regionSwap(page, apps.fragments);
    if (!swap || !apps.addRemotes(page.remotes)) throw new FullLoad(address.href);
    await addStyles(page.styles);
    if (!current()) return;
    if (mode === "push") {
      history.replaceState(
        { ...(history.state as object | null), shopScroll: [scrollX, scrollY] },
        "",
      );
      history.pushState({ shopEntry: entry }, "", address.href);
    } else if (address.href !== location.href) {
      history.replaceState({ shopEntry: entry }, "", address.href);
    }
    this.entry = entry;
    this.shown = address.pathname + address.search;
    await apps.remove(swap.removed);
    const started = swap.apply();
    applyHead(page);
    apps.add(started);
  }
}

let entries = 0;

/** A history entry's key, unique in this tab. */
function newEntry(): string {
  entries += 1;
  return `${Date.now().toString(36)}-${entries}`;
}
