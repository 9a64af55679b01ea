// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuntimeConfig } from "@shop/shared";

const capture = vi.fn();
const startSentry = vi.fn((..._args: unknown[]) => capture);
vi.mock("./sentry-client.ts", () => ({ startSentry }));
vi.mock("./sentry-tracing.ts", () => ({ tracingIntegration: () => ({ name: "BrowserTracing" }) }));

const config = {
  monitoring: { dsn: "https://key@errors.example/1", environment: "test", pageType: "product" },
} as unknown as RuntimeConfig;

/** A fresh copy of the module: its client and held errors are per page. */
const monitoring = () => import("./monitoring.ts");
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startErrorMonitoring", () => {
  beforeEach(() => {
    vi.resetModules();
    startSentry.mockClear();
    capture.mockClear();
  });

  afterEach(() => vi.restoreAllMocks());

  it("loads no error client while the page has no error", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const { startErrorMonitoring } = await monitoring();
    startErrorMonitoring(config);
    dispatchEvent(new Event("load"));
    await settled();
    expect(startSentry).not.toHaveBeenCalled();
  });

  it("loads the client on the first error, with the breadcrumbs and the errors held until then", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const { reportError, startErrorMonitoring } = await monitoring();
    startErrorMonitoring(config);
    history.pushState(null, "", "/de/p/brett-1000000/");
    const first = new Error("Warenkorb kaputt");
    reportError(first, { slice: "mfe-basket" });
    reportError("zweiter Fehler");
    await settled();

    expect(startSentry).toHaveBeenCalledTimes(1);
    const [, , start] = startSentry.mock.calls[0] ?? [];
    expect(start).toMatchObject({
      tracing: undefined,
      breadcrumbs: [
        {
          category: "navigation",
          data: { to: new URL("/de/p/brett-1000000/", location.href).href },
        },
      ],
    });
    expect(capture.mock.calls).toEqual([
      [first, { slice: "mfe-basket" }],
      ["zweiter Fehler", undefined],
    ]);

    reportError("später");
    expect(capture).toHaveBeenLastCalledWith("später", undefined);
    expect(startSentry).toHaveBeenCalledTimes(1);
  });

  it("loads the client with tracing once the page is idle in a view drawn for tracing", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.01);
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
    const { startErrorMonitoring } = await monitoring();
    startErrorMonitoring(config);
    dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(startSentry).toHaveBeenCalledTimes(1));
    const [, , start] = startSentry.mock.calls[0] ?? [];
    expect(start).toMatchObject({ tracing: { name: "BrowserTracing" } });
    vi.unstubAllGlobals();
  });
});
