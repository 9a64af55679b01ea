import { existsSync } from "node:fs";
import path from "node:path";
import { repoRoot, slices } from "./paths.ts";
import { startServer, type RunningServer } from "./server.ts";

/** Throws, naming the slices, when any slice has no build for the edge to serve. */
export function assertBuilt(): void {
  const missing = slices.filter(
    (slice) => !existsSync(path.join(repoRoot, slice, "dist", "current.json")),
  );
  if (missing.length > 0) {
    throw new Error(`not built: ${missing.join(", ")}; run \`npx turbo run build\` first`);
  }
}

/**
 * Starts the edge as `npm run serve -w @shop/edge` would, on a free port of 127.0.0.1. It follows
 * the slices' current builds (decision 0023), so a benchmark measures what was just built, not
 * whatever the developer's registry has live; `SHOP_RELEASE_FOLLOW_BUILDS: "0"` turns that off.
 */
export function startEdge(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  assertBuilt();
  return startServer({
    args: ["src/server.ts"],
    cwd: path.join(repoRoot, "edge"),
    env: { SHOP_RELEASE_FOLLOW_BUILDS: "1", UV_THREADPOOL_SIZE: "8", ...env },
    healthPath: "/healthz",
  });
}

/** The startup time the edge logs itself in its `edge.ready` line, when it logged one. */
export function loggedStartupMs(server: RunningServer): number | undefined {
  const ready = server.logLines.find((line) => line.event === "edge.ready");
  return typeof ready?.startupMs === "number" ? ready.startupMs : undefined;
}
