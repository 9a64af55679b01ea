// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { elementPath, recordBreadcrumbs, type BreadcrumbRecorder } from "./breadcrumbs.ts";

describe("elementPath", () => {
  it("names the element and its ancestors by tag, id and classes", () => {
    document.body.innerHTML = `<main><div class="pdp buy"><button id="add" class="buy-box__add">In den Warenkorb</button></div></main>`;
    expect(elementPath(document.querySelector("button"))).toBe(
      "body > main > div.pdp.buy > button#add.buy-box__add",
    );
  });

  it("names nothing for a target that is no element", () => {
    expect(elementPath(window)).toBe("");
  });
});

describe("recordBreadcrumbs", () => {
  const fetchStub = vi.fn<typeof fetch>();
  let recorder: BreadcrumbRecorder | undefined;

  beforeEach(() => {
    fetchStub.mockReset();
    vi.stubGlobal("fetch", fetchStub);
    history.replaceState(null, "", "/de/");
  });

  afterEach(() => {
    recorder?.stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("records clicks, navigations, fetch calls and console errors in Sentry's shape", async () => {
    fetchStub.mockResolvedValue(new Response("{}", { status: 404 }));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    recorder = recordBreadcrumbs(100);
    document.body.innerHTML = `<a class="nav-link" href="/de/c/kueche/">Küche</a>`;
    document.querySelector("a")?.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")?.click();
    history.pushState(null, "", "/de/c/kueche/");
    await fetch("/api/basket", { method: "post" });
    console.error("Warenkorb", 3);
    expect(consoleError).toHaveBeenCalledWith("Warenkorb", 3);

    expect(recorder.stop()).toMatchObject([
      { category: "ui.click", message: "body > a.nav-link" },
      {
        category: "navigation",
        data: { from: "http://localhost:3000/de/", to: "http://localhost:3000/de/c/kueche/" },
      },
      {
        category: "fetch",
        type: "http",
        level: "warning",
        data: { method: "POST", url: "/api/basket", status_code: 404 },
      },
      { category: "console", level: "error", message: "Warenkorb 3" },
    ]);
  });

  it("records a failed fetch and passes its error on", async () => {
    fetchStub.mockRejectedValue(new TypeError("Failed to fetch"));
    recorder = recordBreadcrumbs(100);
    await expect(fetch("/api/session")).rejects.toThrow("Failed to fetch");
    expect(recorder.stop()).toMatchObject([
      { category: "fetch", level: "error", data: { method: "GET", url: "/api/session" } },
    ]);
  });

  it("keeps only the latest breadcrumbs", () => {
    recorder = recordBreadcrumbs(2);
    for (const path of ["/de/a/", "/de/b/", "/de/c/"]) history.pushState(null, "", path);
    expect(recorder.stop().map((breadcrumb) => breadcrumb.data?.to as unknown)).toEqual([
      "http://localhost:3000/de/b/",
      "http://localhost:3000/de/c/",
    ]);
  });

  it("records nothing once stopped, and still passes calls on", async () => {
    fetchStub.mockResolvedValue(new Response("{}"));
    recorder = recordBreadcrumbs(100);
    recorder.stop();
    history.pushState(null, "", "/de/p/brett/");
    const response = await fetch("/api/basket");
    expect(response.status).toBe(200);
    expect(location.pathname).toBe("/de/p/brett/");
    expect(recorder.stop()).toEqual([]);
  });
});
