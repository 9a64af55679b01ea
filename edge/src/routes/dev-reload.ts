import { watch } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";

/**
 * Development only: a server-sent event stream that says `reload` whenever a slice's build
 * publishes a new version (its `current.json` changes). The shell reloads the page on it.
 */
export function devReloadRoutes(dists: readonly string[]): Hono {
  const listeners = new Set<() => void>();
  for (const dist of dists) {
    try {
      watch(dist, (_event, file) => {
        if (file === "current.json") for (const listener of listeners) listener();
      });
    } catch {
      // A slice that was never built has no dist folder to watch yet.
    }
  }
  const app = new Hono();
  app.get("/", (c) =>
    streamSSE(c, async (stream) => {
      let reload: () => void = () => undefined;
      const reloaded = new Promise<void>((resolve) => {
        reload = resolve;
      });
      listeners.add(reload);
      stream.onAbort(() => {
        listeners.delete(reload);
        reload();
      });
      await reloaded;
      listeners.delete(reload);
      await stream.writeSSE({ event: "reload", data: path.basename(dists[0] ?? "") });
    }),
  );
  return app;
}
