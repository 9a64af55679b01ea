import { describe, expect, it, vi } from "vitest";
import { retryPlugin, retrying } from "./retry-plugin.ts";

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

describe("retryPlugin", () => {
  const plugin = retryPlugin({ retries: 2, delayMs: 0 });

  type EntryErrorArgs = Parameters<NonNullable<typeof plugin.loadEntryError>>[0];
  const entryError = (getRemoteEntry: () => Promise<unknown>, globalLoading = {}) =>
    ({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: "mfe_catalog" },
      globalLoading,
      uniqueKey: "mfe_catalog:/remoteEntry.js",
    }) as unknown as EntryErrorArgs;

  it("loads a remote entry again after it failed, clearing the failed load first", async () => {
    const exports = { get: () => undefined, init: () => undefined };
    const globalLoading: Record<string, unknown> = {
      "mfe_catalog:/remoteEntry.js": Promise.resolve(),
    };
    const getRemoteEntry = vi.fn(() => {
      expect(globalLoading).not.toHaveProperty("mfe_catalog:/remoteEntry.js");
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
