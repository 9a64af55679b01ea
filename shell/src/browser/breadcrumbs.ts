import type { Breadcrumb } from "@sentry/browser";

/** The breadcrumbs recorded before the error client loaded, oldest first. */
export interface BreadcrumbRecorder {
  /** Stops recording and answers what was recorded. */
  readonly stop: () => Breadcrumb[];
}

/** How many ancestors of a clicked element its description names, the element included. */
const pathDepth = 5;

/** `main > div.pdp > button#add.buy-box__add`: a clicked element as Sentry's click crumbs name it. */
export function elementPath(target: EventTarget | null): string {
  const names: string[] = [];
  for (
    let element = target instanceof Element ? target : null;
    element && element !== document.documentElement && names.length < pathDepth;
    element = element.parentElement
  ) {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList].map((name) => `.${name}`).join("");
    names.unshift(`${element.tagName.toLowerCase()}${id}${classes}`);
  }
  return names.join(" > ");
}

/** The method and address of a `fetch` call. */
function fetchRequest(input: RequestInfo | URL, init?: RequestInit): Breadcrumb["data"] {
  const request = input instanceof Request ? input : undefined;
  return {
    method: (init?.method ?? request?.method ?? "GET").toUpperCase(),
    url: request ? request.url : input instanceof URL ? input.href : (input as string),
  };
}

/**
 * Records the page's breadcrumbs while the error client is not loaded (catalogue spec point 9;
 * decision 0037): clicks, navigations, `fetch` calls and console errors and warnings, the latest
 * `max` of them, in Sentry's own breadcrumb shape. The client adds them when it loads on the
 * first error, so that error still comes with what led to it. After `stop` the wrappers only
 * pass calls on: the client's own breadcrumbs take over.
 */
export function recordBreadcrumbs(max: number): BreadcrumbRecorder {
  const trail: Breadcrumb[] = [];
  let recording = true;
  const add = (breadcrumb: Breadcrumb) => {
    if (!recording) return;
    trail.push({ timestamp: Date.now() / 1000, ...breadcrumb });
    if (trail.length > max) trail.shift();
  };

  const onClick = (event: MouseEvent) =>
    add({ category: "ui.click", message: elementPath(event.target) });
  document.addEventListener("click", onClick, true);

  let from = location.href;
  const navigated = () => {
    const to = location.href;
    if (to !== from) add({ category: "navigation", data: { from, to } });
    from = to;
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args) => {
      original(...args);
      navigated();
    };
  }
  addEventListener("popstate", navigated);

  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const data = fetchRequest(input, init);
    try {
      const response = await originalFetch(input, init);
      const status = response.status;
      const level = status >= 500 ? "error" : status >= 400 ? "warning" : undefined;
      add({ category: "fetch", type: "http", level, data: { ...data, status_code: status } });
      return response;
    } catch (error) {
      add({ category: "fetch", type: "http", level: "error", data });
      throw error;
    }
  };

  for (const level of ["error", "warn"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      add({
        category: "console",
        level: level === "warn" ? "warning" : "error",
        message: args.map(String).join(" "),
      });
      original(...args);
    };
  }

  return {
    stop() {
      recording = false;
      document.removeEventListener("click", onClick, true);
      removeEventListener("popstate", navigated);
      return trail.splice(0);
    },
  };
}
