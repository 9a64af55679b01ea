import { createHash } from "node:crypto";
import { focusableSelector, lockPageScroll, pageMarkup } from "@shop/shared";

/** What the start script reads of the browser: the parts of `window` it uses. */
export interface StartWindow {
  readonly document: Pick<
    Document,
    | "currentScript"
    | "visibilityState"
    | "createElement"
    | "head"
    | "getElementById"
    | "querySelectorAll"
    | "activeElement"
  > &
    Pick<EventTarget, "addEventListener">;
  readonly performance: Pick<Performance, "getEntriesByName">;
  readonly PerformanceObserver?: Pick<typeof PerformanceObserver, "supportedEntryTypes"> &
    (new (
      callback: PerformanceObserverCallback,
    ) => Pick<PerformanceObserver, "observe" | "disconnect">);
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/** The dialogs the server drew open as modals (decision 0066): their attribute, what Tab reaches. */
export interface DrawnModals {
  readonly attribute: string;
  readonly focusable: string;
}

/** Where the start script finds the fragments' scripts: an element's attribute (decision 0065). */
export interface PreloadsPlace {
  readonly elementId: string;
  readonly attribute: string;
}

/**
 * Runs in the browser as the document's only script tag (decision 0057). Once the first
 * contentful paint has been presented it asks for the fragments' scripts (named at the end of
 * the document, `preloadsFrom`, at low priority) and starts the shell's (`data-scripts`), so that
 * nothing but the document, its stylesheets and its pictures is fetched or run before the first
 * paint. It starts at once in a hidden tab (which does not paint), in a browser without paint
 * timing, and at the latest after `latestMs`; being deferred, it runs once the whole document is
 * there. Serialised with `Function.prototype.toString`: it may use nothing from outside.
 *
 * First of all it makes the dialogs the server drew open modal (`DrawnModals`, decision 0066):
 * the consent banner's first layer, whose own script starts only when the visitor reaches for it.
 * Tab and Shift+Tab cycle inside such a dialog as the shared `Dialog` keeps them (over the same
 * elements, so the two agree once that script runs), Escape does not close one that asks for
 * an answer (`data-modal`), and the page behind does not scroll until the dialog closes
 * (`lockScroll`, the shared `lockPageScroll`, whose count the `Dialog` adds its own lock to).
 */
export function startShellAfterFirstPaint(
  win: StartWindow,
  latestMs: number,
  preloadsFrom: PreloadsPlace,
  drawnModals: DrawnModals,
  lockScroll: () => () => void,
): void {
  const { document } = win;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(
    `dialog[${drawnModals.attribute}][open]`,
  )) {
    dialog.close();
    dialog.showModal();
    const releaseScroll = lockScroll();
    // The `close` event of the `close()` above comes later, with the dialog open again.
    dialog.addEventListener("close", () => {
      if (!dialog.open) releaseScroll();
    });
    dialog.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && dialog.hasAttribute("data-modal")) event.preventDefault();
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(drawnModals.focusable)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const wrapTo = event.shiftKey ? focusable.at(-1) : focusable[0];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (wrapTo && document.activeElement === edge) {
        event.preventDefault();
        wrapTo.focus();
      }
    });
  }
  const split = (value: string | null | undefined) => (value ?? "").split(" ").filter(Boolean);
  const sources = split(document.currentScript?.getAttribute("data-scripts"));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const named = document.getElementById(preloadsFrom.elementId);
    for (const href of split(named?.getAttribute(preloadsFrom.attribute))) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "script";
      link.href = href;
      link.fetchPriority = "low";
      document.head.append(link);
    }
    for (const source of sources) {
      const script = document.createElement("script");
      script.src = source;
      // Inserted scripts run as they arrive unless told otherwise: keep the document's order.
      script.async = false;
      document.head.append(script);
    }
  };
  const Observer = win.PerformanceObserver;
  const painted = () => win.performance.getEntriesByName("first-contentful-paint").length > 0;
  if (document.visibilityState !== "visible" || !Observer?.supportedEntryTypes.includes("paint")) {
    start();
    return;
  }
  if (painted()) {
    start();
    return;
  }
  const observer = new Observer(() => {
    if (!painted()) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start);
  win.setTimeout(start, latestMs);
}

/** The latest the shell starts after the start script ran, painted or not. */
const latestStartMs = 3000;

const preloadsPlace: PreloadsPlace = {
  elementId: pageMarkup.runtimeConfigId,
  attribute: pageMarkup.preloadsAttribute,
};
const drawnModals: DrawnModals = {
  attribute: pageMarkup.opensModalAttribute,
  focusable: focusableSelector,
};
const source = `(${startShellAfterFirstPaint.toString()})(window, ${latestStartMs}, ${JSON.stringify(preloadsPlace)}, ${JSON.stringify(drawnModals)}, ${lockPageScroll.toString()});\n`;
const hash = createHash("sha256").update(source).digest("hex").slice(0, 12);

/** The start script as served, and its content-hashed address. */
export const shellStart = {
  source,
  path: `/_edge/shell-start.${hash}.js`,
  hash,
} as const;
