import vm from "node:vm";
import { describe, expect, it } from "vitest";
import {
  shellStart,
  startShellAfterFirstPaint,
  type DrawnModals,
  type PreloadsPlace,
  type StartWindow,
} from "./shell-start.ts";

const place: PreloadsPlace = { elementId: "shop-runtime-config", attribute: "data-preloads" };
const modals: DrawnModals = { attribute: "data-opens-modal", focusable: "button" };

/** Page scroll locks as `lockPageScroll` takes them: how many are held. */
function scrollLockCount() {
  let held = 0;
  return {
    lock: () => {
      held += 1;
      let released = false;
      return () => {
        if (!released) held -= 1;
        released = true;
      };
    },
    get held() {
      return held;
    },
  };
}

const scrollLocks = scrollLockCount();

/** A `<dialog>` the server drew open with two buttons: what the start script does with it. */
function drawnDialog({ asksForAnswer }: { readonly asksForAnswer: boolean }) {
  const calls: string[] = [];
  const focus = { active: undefined as unknown };
  const button = (name: string) => ({
    name,
    getClientRects: () => [{}],
    focus: () => (focus.active = name),
  });
  const buttons = [button("more"), button("accept")];
  let onKeyDown: ((event: KeyboardEventInit & { preventDefault(): void }) => void) | undefined;
  const onClose: (() => void)[] = [];
  const dialog = {
    open: true,
    close: () => {
      calls.push("close");
      dialog.open = false;
    },
    showModal: () => {
      calls.push("showModal");
      dialog.open = true;
    },
    hasAttribute: (name: string) => name === "data-modal" && asksForAnswer,
    querySelectorAll: (selector: string) => (selector === modals.focusable ? buttons : []),
    addEventListener: (type: string, listener: typeof onKeyDown & (() => void)) => {
      if (type === "keydown") onKeyDown = listener;
      if (type === "close") onClose.push(listener);
    },
  };
  /** The browser fires `close`, as it does some time after `close()` was called. */
  const fireClose = () => onClose.forEach((listener) => listener());
  /** Presses a key with focus on a button; whether its default was prevented, and where focus went. */
  const press = (key: string, on: "more" | "accept", shiftKey = false) => {
    focus.active = buttons.find((candidate) => candidate.name === on);
    let prevented = false;
    onKeyDown?.({ key, shiftKey, preventDefault: () => (prevented = true) });
    return { prevented, focused: (focus.active as { name?: string }).name ?? focus.active };
  };
  return { dialog, calls, press, focus, fireClose };
}

/** A browser window as far as the start script sees it: paints, tab state and timers on demand. */
function fakeWindow({
  visible = true,
  paintTiming = true,
  paintedAlready = false,
  dialogs = [] as ReturnType<typeof drawnDialog>[],
} = {}) {
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
      querySelectorAll: (selector: string) =>
        selector === `dialog[${modals.attribute}][open]` ? dialogs.map(({ dialog }) => dialog) : [],
      get activeElement() {
        return dialogs.find(({ focus }) => focus.active !== undefined)?.focus.active;
      },
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
    startShellAfterFirstPaint(browser.win, 3000, place, modals, scrollLocks.lock);
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
      startShellAfterFirstPaint(browser.win, 3000, place, modals, scrollLocks.lock);
      expect(browser.appended.map((element) => element.src ?? element.href)).toEqual([
        "/_mfe/mfe-catalog/2/remoteEntry.js",
        "/_mfe/shell/1/main.js",
        "/_mfe/shell/1/extra.js",
      ]);
    }
  });

  it("starts when the tab is hidden before the paint, or after the latest wait", () => {
    const hidden = fakeWindow();
    startShellAfterFirstPaint(hidden.win, 3000, place, modals, scrollLocks.lock);
    hidden.hide();
    expect(hidden.appended).toHaveLength(3);

    const late = fakeWindow();
    startShellAfterFirstPaint(late.win, 3000, place, modals, scrollLocks.lock);
    late.runTimers();
    expect(late.appended).toHaveLength(3);
  });

  it("starts the shell's scripts alone when the document names no fragment scripts", () => {
    const browser = fakeWindow({ paintedAlready: true });
    startShellAfterFirstPaint(
      browser.win,
      3000,
      { ...place, elementId: "elsewhere" },
      modals,
      scrollLocks.lock,
    );
    expect(browser.appended.map((element) => element.src ?? element.href)).toEqual([
      "/_mfe/shell/1/main.js",
      "/_mfe/shell/1/extra.js",
    ]);
  });

  it("makes the dialogs the server drew open modal at once, before the paint; Escape does not close one that asks for an answer, Tab stays inside", () => {
    const banner = drawnDialog({ asksForAnswer: true });
    const browser = fakeWindow({ dialogs: [banner] });
    startShellAfterFirstPaint(browser.win, 3000, place, modals, scrollLocks.lock);
    expect(banner.calls).toEqual(["close", "showModal"]);
    expect(browser.appended).toEqual([]);
    expect(banner.press("Escape", "more").prevented).toBe(true);
    expect(banner.press("Tab", "more")).toEqual({ prevented: false, focused: "more" });
    expect(banner.press("Tab", "accept")).toEqual({ prevented: true, focused: "more" });
    expect(banner.press("Tab", "more", true)).toEqual({ prevented: true, focused: "accept" });
    expect(banner.press("Tab", "accept", true)).toEqual({ prevented: false, focused: "accept" });
  });

  it("lets Escape close a drawn dialog that does not ask for an answer", () => {
    const notice = drawnDialog({ asksForAnswer: false });
    const browser = fakeWindow({ dialogs: [notice] });
    startShellAfterFirstPaint(browser.win, 3000, place, modals, scrollLocks.lock);
    expect(notice.calls).toEqual(["close", "showModal"]);
    expect(notice.press("Escape", "more").prevented).toBe(false);
  });

  it("keeps the page behind a drawn dialog from scrolling until the dialog closes", () => {
    const banner = drawnDialog({ asksForAnswer: true });
    const browser = fakeWindow({ dialogs: [banner] });
    const locks = scrollLockCount();
    startShellAfterFirstPaint(browser.win, 3000, place, modals, locks.lock);
    expect(locks.held).toBe(1);
    // The `close` event of the script's own `close()` before `showModal()`: the dialog is open.
    banner.fireClose();
    expect(locks.held).toBe(1);
    banner.dialog.close();
    banner.fireClose();
    expect(locks.held).toBe(0);
  });

  it("is served as a script that needs nothing but the window", () => {
    const browser = fakeWindow({ paintedAlready: true });
    vm.runInNewContext(shellStart.source, { window: browser.win });
    expect(browser.appended).toHaveLength(3);
    expect(shellStart.source).toContain('{"attribute":"data-opens-modal","focusable":"a[href], ');
    expect(shellStart.path).toBe(`/_edge/shell-start.${shellStart.hash}.js`);
  });
});
