import path from "node:path";
import { microFrontends, type MicroFrontendName } from "@shop/shared";

/** S3-compatible object storage for published versions (path-style requests, SigV4). */
export interface S3Config {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. `storefront/`. */
  readonly prefix: string;
}

export interface ReleaseConfig {
  /** The registry's environment (`SHOP_RELEASE_ENVIRONMENT`): production, staging, … */
  readonly environment: string;
  /** The release managers' secret (`SHOP_ADMIN_TOKEN`): every verb on every slice. */
  readonly adminToken: string | undefined;
  /**
   * Each team's secret for its own slice (`SHOP_RELEASE_TOKEN_<SLICE>`, e.g.
   * `SHOP_RELEASE_TOKEN_MFE_CATALOG`), decision 0023. Without any token the admin API and page are off.
   */
  readonly teamTokens: Readonly<Partial<Record<MicroFrontendName, string>>>;
  /**
   * Development (`SHOP_RELEASE_FOLLOW_BUILDS=1`, on with `SHOP_DEV=1`): each new build of a slice
   * is promoted as soon as the edge sees it. Off, a new build or publish stays unreleased until
   * promoted (decision 0023).
   */
  readonly followBuilds: boolean;
  /** The folder artefact store (`SHOP_ARTEFACT_DIR`). */
  readonly artefactDir: string;
  /** Object storage instead of the folder (`SHOP_ARTEFACT_S3_*`), with a local cache of fetched versions. */
  readonly s3: S3Config | undefined;
  readonly artefactCacheDir: string;
}

/** Reads the release configuration from the environment; everything has an embedded default. */
export function loadReleaseConfig(env: NodeJS.ProcessEnv, repositoryRoot: string): ReleaseConfig {
  const environment = env.SHOP_RELEASE_ENVIRONMENT || "production";
  if (!/^[a-z0-9-]{1,40}$/.test(environment)) {
    throw new Error(
      `SHOP_RELEASE_ENVIRONMENT must be lowercase letters, digits and -, got "${environment}"`,
    );
  }
  const adminToken = env.SHOP_ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < 16) {
    throw new Error("SHOP_ADMIN_TOKEN must be at least 16 characters long");
  }
  const follow = env.SHOP_RELEASE_FOLLOW_BUILDS ?? "";
  if (!["", "0", "1"].includes(follow)) {
    throw new Error(`SHOP_RELEASE_FOLLOW_BUILDS must be 0 or 1, got "${follow}"`);
  }
  const folder = (name: string, fallback: string) =>
    env[name] ? path.resolve(env[name]) : path.join(repositoryRoot, ".data", fallback);
  return {
    environment,
    adminToken,
    teamTokens: loadTeamTokens(env, adminToken),
    followBuilds: follow === "" ? env.SHOP_DEV === "1" : follow === "1",
    artefactDir: folder("SHOP_ARTEFACT_DIR", "artefacts"),
    artefactCacheDir: folder("SHOP_ARTEFACT_CACHE_DIR", "artefact-cache"),
    s3: loadS3Config(env),
  };
}

/** The environment variable holding a slice's team token: `SHOP_RELEASE_TOKEN_MFE_CATALOG`. */
export function teamTokenVariable(mfe: MicroFrontendName): string {
  return `SHOP_RELEASE_TOKEN_${mfe.replaceAll("-", "_").toUpperCase()}`;
}

function loadTeamTokens(
  env: NodeJS.ProcessEnv,
  adminToken: string | undefined,
): Partial<Record<MicroFrontendName, string>> {
  const known = new Map(microFrontends.map((mfe) => [teamTokenVariable(mfe), mfe]));
  const tokens: Partial<Record<MicroFrontendName, string>> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith("SHOP_RELEASE_TOKEN_") || !value) continue;
    const mfe = known.get(name);
    if (!mfe) {
      // A misspelt slice would leave its team locked out without a word: say so at start.
      throw new Error(`${name} names no slice; use one of ${[...known.keys()].join(", ")}`);
    }
    if (value.length < 16) throw new Error(`${name} must be at least 16 characters long`);
    if (value === adminToken) throw new Error(`${name} must differ from SHOP_ADMIN_TOKEN`);
    tokens[mfe] = value;
  }
  return tokens;
}

function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const endpoint = env.SHOP_ARTEFACT_S3_ENDPOINT;
  if (!endpoint) return undefined;
  if (!/^https?:\/\/[^\s/]+\/?$/.test(endpoint)) {
    throw new Error(`SHOP_ARTEFACT_S3_ENDPOINT must be an http(s) origin, got "${endpoint}"`);
  }
  const required = (name: string, fallback?: string) => {
    const value = env[name] || (fallback ? env[fallback] : undefined);
    if (!value) throw new Error(`${name} is required with SHOP_ARTEFACT_S3_ENDPOINT`);
    return value;
  };
  return {
    endpoint: endpoint.replace(/\/$/, ""),
    bucket: required("SHOP_ARTEFACT_S3_BUCKET"),
    region: env.SHOP_ARTEFACT_S3_REGION || "us-east-1",
    accessKeyId: required("SHOP_ARTEFACT_S3_ACCESS_KEY_ID", "AWS_ACCESS_KEY_ID"),
    secretAccessKey: required("SHOP_ARTEFACT_S3_SECRET_ACCESS_KEY", "AWS_SECRET_ACCESS_KEY"),
    prefix: env.SHOP_ARTEFACT_S3_PREFIX ?? "",
  };
}
