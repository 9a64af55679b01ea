import { FolderArtefactStore } from "../composition/artefact-store.ts";
import { RegistryArtefactStore } from "../composition/registry-artefact-store.ts";
import type { EdgeConfig } from "../config.ts";
import type { Database } from "@shop/shared/platform";
import type { Logger } from "../logger.ts";
import type { ReleaseTokens } from "./admin-auth.ts";
import { FolderArtefactBucket, type ArtefactBucket } from "./artefact-bucket.ts";
import { SqlReleaseRegistry } from "./release-registry.ts";
import { databaseSubscription, RegistryView } from "./registry-view.ts";
import { S3ArtefactBucket } from "./s3-artefact-bucket.ts";

/** The artefact bucket the configuration names: the folder by default, S3 when configured. */
export function artefactBucket(config: EdgeConfig["release"]): ArtefactBucket {
  return config.s3
    ? new S3ArtefactBucket(config.s3, config.artefactCacheDir)
    : new FolderArtefactBucket(config.artefactDir);
}

/**
 * The release registry's parts for one edge (decision 0017): the artefact bucket, the registry in
 * the database, this instance's cached view of it, the artefact store pages resolve through, and
 * the tokens of the admin API (decision 0023).
 */
export function releaseSources(config: EdgeConfig, db: Database, logger: Logger) {
  const bucket = artefactBucket(config.release);
  const registry = new SqlReleaseRegistry(db, config.release.environment);
  const view = new RegistryView(registry, { subscription: databaseSubscription(db), logger });
  const store = new RegistryArtefactStore({
    builds: new FolderArtefactStore(config.sliceDists),
    view,
    bucket,
    registry,
    followBuilds: config.release.followBuilds,
    logger,
  });
  const tokens: ReleaseTokens = {
    admin: config.release.adminToken,
    teams: config.release.teamTokens,
  };
  return { bucket, registry, view, store, tokens };
}

export type ReleaseSources = ReturnType<typeof releaseSources>;
