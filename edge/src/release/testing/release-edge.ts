import { randomBytes } from "node:crypto";
import type { MicroFrontendName } from "@shop/shared";
import os from "node:os";
import path from "node:path";
import { createEdge } from "../../app.ts";
import { ModuleRendererRegistry } from "../../composition/renderer-registry.ts";
import { loadConfig, type EdgeConfig } from "../../config.ts";
import type { Database } from "@shop/shared/platform";
import { edgeSources } from "../../edge-sources.ts";
import { memoryLogger } from "@shop/shared/testing";
import { testCatalogueDatabase, testImageDir } from "../../testing/test-catalogue.ts";

export const testAdminToken = "test-admin-token-0123456789";

/** Basic credentials of a release manager called `name` (with another token: a team member). */
export function adminHeaders(name = "rita", token = testAdminToken): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${name}:${token}`).toString("base64")}`,
  };
}

/** A fresh artefact folder for one test file. */
export function temporaryArtefactDir(): string {
  return path.join(
    os.tmpdir(),
    `shop-test-artefacts-${process.pid}-${randomBytes(4).toString("hex")}`,
  );
}

/**
 * An in-process edge whose pages resolve slice versions through the release registry of its own
 * environment (so tests sharing a database do not see each other's releases).
 */
export function releaseTestEdge(options: {
  db: Database;
  artefactDir: string;
  environment: string;
  /** Release settings besides these (team tokens, following builds). */
  release?: Partial<EdgeConfig["release"]>;
  /** Build folders of slices to use instead of their own `dist`. */
  sliceDists?: Partial<Record<MicroFrontendName, string>>;
  config?: Partial<EdgeConfig>;
}) {
  const base = loadConfig({});
  const config: EdgeConfig = {
    ...base,
    imageDir: testImageDir,
    imageCacheDir: path.join(testImageDir, "..", `shop-test-image-cache-${process.pid}`),
    sliceDists: { ...base.sliceDists, ...options.sliceDists },
    release: {
      ...base.release,
      environment: options.environment,
      adminToken: testAdminToken,
      artefactDir: options.artefactDir,
      s3: undefined,
      ...options.release,
    },
    ...options.config,
  };
  const logger = memoryLogger();
  const sources = edgeSources(config, options.db, logger);
  const edge = createEdge({
    config,
    store: sources.release.store,
    renderers: new ModuleRendererRegistry(),
    logger,
    ...sources,
  });
  return { ...edge, release: sources.release, logs: logger.lines };
}

let environments = 0;

/**
 * A release test edge over the shared test catalogue with a registry environment of its own
 * (`{prefix}-{pid}-{n}`, new on every call), so each test starts from no releases.
 */
export async function catalogueReleaseEdge(
  prefix: string,
  options: Omit<Parameters<typeof releaseTestEdge>[0], "db" | "environment">,
) {
  environments += 1;
  return releaseTestEdge({
    ...options,
    db: await testCatalogueDatabase(),
    environment: `${prefix}-${process.pid}-${environments}`,
  });
}
