import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";

/** How often a failed load is tried again, and how long to wait before each new try. */
export interface RetryOptions {
  readonly retries: number;
  readonly delayMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds: once, then up to `retries` more times with `delayMs` before
 * each. With `alreadyFailed` the first run is skipped (the caller's own try failed already), so
 * only the retries run. Rejects with the last error.
 */
export async function retrying<T>(
  attempt: () => Promise<T>,
  options: RetryOptions & { readonly alreadyFailed?: boolean },
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  let lastError: unknown = new Error("no attempt was made");
  for (let run = options.alreadyFailed ? 1 : 0; run <= options.retries; run++) {
    if (run > 0) await wait(options.delayMs);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Retries in the Module Federation runtime (replaces `@module-federation/retry-plugin`, whose
 * logger pulled a second copy of the federation SDK into the shell): remote entry scripts and
 * exposed modules' chunks are each tried again `retries` times, `delayMs` apart. The shell loads
 * no manifests (decision 0021), so there is no manifest fetch to retry. When the retries fail
 * too, the original error goes on to `fragmentIsolationPlugin`.
 */
export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: "shop-retry",
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, ...loading }) {
      const recovered = retrying(
        () => {
          // The failed load is still registered under this key; a retry must start a new one.
          delete loading.globalLoading[loading.uniqueKey];
          return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        },
        { ...options, alreadyFailed: true },
      ).then(
        (exports) => exports || undefined,
        // Not recovered: the runtime goes on with the original load error.
        () => undefined,
      );
      // The hook is typed as a promise of a promise; the runtime awaits it once, like this.
      return new Promise((resolve) => resolve(recovered));
    },
    getModuleFactory({ remoteEntryExports, expose }) {
      // A container's `get` returns a promise at run time (typed as a plain factory).
      return retrying(() => Promise.resolve(remoteEntryExports.get(expose)), options);
    },
  };
}
