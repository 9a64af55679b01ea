import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchJson, retryPlugin, retrying } from "./retry-plugin.ts";

/** An attempt that fails `failures` times, then resolves with "ok". */
function flaky(failures: number) {
  let calls = 0;
  const attempt = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new Error(`failure ${calls}`))
      : Promise.resolve("ok");
  });
  return attempt;
}

const noWait = () => Promise.resolve();

describe("retrying", () => {
  it("returns the first success without waiting", async () => {
    const wait = vi.fn(noWait);
    const attempt = flaky(0);
    await expect(retrying(attempt, { retries: 2, delayMs: 300 }, wait)).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it("tries again twice, waiting the delay before each retry", async () => {
    const wait = vi.fn(noWait);
    const attempt = flaky(2);
    await expect(retrying(attempt, { retries: 2, delayMs: 300 }, wait)).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[300], [300]]);
  });

  it("gives up after the retries with the last error", async () => {
    const attempt = flaky(5);
    await expect(retrying(attempt, { retries: 2, delayMs: 300 }, noWait)).rejects.toThrow(
      "failure 3",
    );
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("after a failure of the caller's own, runs the retries only, each after the delay", async () => {
    const wait = vi.fn(noWait);
    const attempt = flaky(5);
    await expect(
      retrying(attempt, { retries: 2, delayMs: 300, alreadyFailed: true }, wait),
    ).rejects.toThrow("failure 2");
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(wait.mock.calls).toEqual([[300], [300]]);
  });
});

describe("fetchJson", () => {
  it("returns a JSON response whose body the runtime can still read", async () => {
    const response = await fetchJson("/m.json", {}, () =>
      Promise.resolve(new Response('{"name":"mfe_catalog"}', { status: 200 })),
    );
    await expect(response.json()).resolves.toEqual({ name: "mfe_catalog" });
  });

  it("fails on an error status and on a body that is not JSON", async () => {
    await expect(
      fetchJson("/m.json", {}, () => Promise.resolve(new Response("{}", { status: 503 }))),
    ).rejects.toThrow("503");
    await expect(
      fetchJson("/m.json", {}, () => Promise.resolve(new Response("<html>", { status: 200 }))),
    ).rejects.toThrow();
  });
});

describe("retryPlugin", () => {
  afterEach(() => vi.unstubAllGlobals());
  const plugin = retryPlugin({ retries: 2, delayMs: 0 });

  it("retries a manifest fetch that failed", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => {
        calls += 1;
        return calls < 3
          ? Promise.reject(new TypeError("Failed to fetch"))
          : Promise.resolve(new Response("{}", { status: 200 }));
      }),
    );
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
    const response = await fetchHook("/_mfe/mfe-catalog/1/mf-manifest.json", {});
    expect(response.status).toBe(200);
    expect(calls).toBe(3);
  });

  type EntryErrorArgs = Parameters<NonNullable<typeof plugin.loadEntryError>>[0];
  const entryError = (getRemoteEntry: () => Promise<unknown>, globalLoading = {}) =>
    ({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: "mfe_catalog" },
      globalLoading,
      uniqueKey: "mfe_catalog:/m.json",
    }) as unknown as EntryErrorArgs;

  it("loads a remote entry again after it failed, clearing the failed load first", async () => {
    const exports = { get: () => undefined, init: () => undefined };
    const globalLoading: Record<string, unknown> = { "mfe_catalog:/m.json": Promise.resolve() };
    const getRemoteEntry = vi.fn(() => {
      expect(globalLoading).not.toHaveProperty("mfe_catalog:/m.json");
      return getRemoteEntry.mock.calls.length < 2
        ? Promise.reject(new Error("RUNTIME-008"))
        : Promise.resolve(exports);
    });
    const recovered = await plugin.loadEntryError?.(entryError(getRemoteEntry, globalLoading));
    expect(recovered).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it("leaves a remote entry that keeps failing to the runtime's error handling", async () => {
    const getRemoteEntry = vi.fn(() => Promise.reject(new Error("RUNTIME-008")));
    await expect(plugin.loadEntryError?.(entryError(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
