import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { dataDir } from "../../fixtures/data-dir.ts";
import { ownEdgePorts } from "../../fixtures/ports.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const node = path.join(repositoryRoot, "node_modules", ".bin", "node");

/**
 * The tracking journeys' edge: the suite's own edges use PORT and PORT + 1, the release journeys
 * PORT + 7, the contact journeys PORT + 8.
 */
export const trackingPort = ownEdgePorts.tracking;
export const trackingBaseUrl = `http://localhost:${trackingPort}`;
/** The home brand's container id; the baby brand's is configured wrong on purpose. */
export const homeGtmId = "GTM-E2ETEST1";
export const babyGtmId = "gtm-e2e test";

async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the edge exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the edge did not become healthy within ${timeoutMs} ms`);
}

/**
 * An edge of their own for the tracking journeys, over a new embedded database: the shop with a
 * tag manager container per brand and a videos domain, both on the edge's own loopback origin
 * (no real tag-manager host here; the journeys answer its script with `page.route`).
 */
export async function startTrackingEdge(): Promise<{ stop(): Promise<void> }> {
  const databaseDir = dataDir("tracking");
  rmSync(databaseDir, { recursive: true, force: true });
  const child = spawn(node, ["src/server.ts"], {
    cwd: path.join(repositoryRoot, "edge"),
    env: {
      ...process.env,
      PORT: String(trackingPort),
      HOST: "localhost",
      SHOP_DATA_DIR: databaseDir,
      SHOP_RELEASE_FOLLOW_BUILDS: "1",
      SHOP_TRUSTED_PROXIES: "127.0.0.1 ::1 ::ffff:127.0.0.1",
      SHOP_GTM_ID_HOME: homeGtmId,
      SHOP_GTM_ID_BABY: babyGtmId,
      SHOP_GTM_ORIGIN: trackingBaseUrl,
      SHOP_VIDEOS_DOMAIN: trackingBaseUrl,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await healthy(`${trackingBaseUrl}/healthz`, child, 280_000);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
