import vm from "node:vm";
import { describe, expect, it } from "vitest";
import {
  shellStart,
  startShellAfterFirstPaint,
  type PreloadsPlace,
  type StartWindow,
} from "./shell-start.ts";

const place: PreloadsPlace = { elementId: "shop-runtime-config", attribute: "data-preloads" };

/** A browser window as far as the start script sees it: paints, tab state and timers on demand. */
function fakeWindow({ visible = true, paintTiming = true, paintedAlready = false } = {}) {
  const appended: Record<string, unknown>[] = [];
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  let painted = paintedAlready;
  class Observer {
    static readonly supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    readonly entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    document: {
      currentScript: {
        getAttribute: (name: string) =>
          name === "data-scripts" ? "/_mfe/shell/1/main.js /_mfe/shell/1/extra.js" : null,
      },
      // The runtime config at the end of the document names the fragments' scripts.
      getElementById: (id: string) =>
        id === place.elementId
          ? {
              getAttribute: (name: string) =>
                name === place.attribute ? "/_mfe/mfe-catalog/2/remoteEntry.js" : null,
            }
          : null,
      visibilityState: visible ? "visible" : "hidden",
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, unknown>) => appended.push(element) },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    },
    performance: {
      getEntriesByName: (name: string) =>
        painted && name === "first-contentful-paint" ? [{ name }] : [],
    },
    PerformanceObserver: Observer,
    setTimeout: (callback: () => void) => timers.push(callback),
  } as unknown as StartWindow;
  return {
    win,
    appended,
    paint() {
      painted = true;
      for (const observer of observers) if (!observer.disconnected) observer.callback();
    },
    firstPaintEntryOnly() {
      for (const observer of observers) if (!observer.disconnected) observer.callback();
    },
    hide: () => listeners.forEach((listener) => listener()),
    runTimers: () => timers.forEach((timer) => timer()),
  };
}

describe("the shell's start script", () => {
  it("asks for the fragments' scripts and starts the shell's, in order, once the first contentful paint is there", () => {
    const browser = fakeWindow();
    startShellAfterFirstPaint(browser.win, 3000, place);
    expect(browser.appended).toEqual([]);
    browser.firstPaintEntryOnly();
    expect(browser.appended).toEqual([]);
    browser.paint();
    expect(browser.appended).toEqual([
      {
        tag: "link",
        rel: "preload",
        as: "script",
        href: "/_mfe/mfe-catalog/2/remoteEntry.js",
        fetchPriority: "low",
      },
      { tag: "script", src: "/_mfe/shell/1/main.js", async: false },
      { tag: "script", src: "/_mfe/shell/1/extra.js", async: false },
    ]);
    browser.runTimers();
    browser.hide();
    expect(browser.appended).toHaveLength(3);
  });

  it("starts at once when the page has painted, in a hidden tab, and without paint timing", () => {
    for (const options of [{ paintedAlready: true }, { visible: false }, { paintTiming: false }]) {
      const browser = fakeWindow(options);
      startShellAfterFirstPaint(browser.win, 3000, place);
      expect(browser.appended.map((element) => element.src ?? element.href)).toEqual([
        "/_mfe/mfe-catalog/2/remoteEntry.js",
        "/_mfe/shell/1/main.js",
        "/_mfe/shell/1/extra.js",
      ]);
    }
  });

  it("starts when the tab is hidden before the paint, or after the latest wait", () => {
    const hidden = fakeWindow();
    startShellAfterFirstPaint(hidden.win, 3000, place);
    hidden.hide();
    expect(hidden.appended).toHaveLength(3);

    const late = fakeWindow();
    startShellAfterFirstPaint(late.win, 3000, place);
    late.runTimers();
    expect(late.appended).toHaveLength(3);
  });

  it("starts the shell's scripts alone when the document names no fragment scripts", () => {
    const browser = fakeWindow({ paintedAlready: true });
    startShellAfterFirstPaint(browser.win, 3000, { ...place, elementId: "elsewhere" });
    expect(browser.appended.map((element) => element.src ?? element.href)).toEqual([
      "/_mfe/shell/1/main.js",
      "/_mfe/shell/1/extra.js",
    ]);
  });

  it("is served as a script that needs nothing but the window", () => {
    const browser = fakeWindow({ paintedAlready: true });
    vm.runInNewContext(shellStart.source, { window: browser.win });
    expect(browser.appended).toHaveLength(3);
    expect(shellStart.path).toBe(`/_edge/shell-start.${shellStart.hash}.js`);
  });
});
