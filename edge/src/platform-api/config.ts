import { microFrontends, type RemoteName } from "@shop/shared";
import { minimumInternalTokenLength } from "@shop/shared/platform";

/** The slices whose API may run as its own process (all but the shell, which has none). */
const remoteNames = microFrontends.filter((name): name is RemoteName => name !== "shell");

/** `SHOP_API_MFE_BASKET_URL` for `mfe-basket`: the slice's name upper-cased, `-` → `_`. */
export function sliceApiUrlVariable(name: RemoteName): string {
  return `SHOP_API_${name.toUpperCase().replaceAll("-", "_")}_URL`;
}

/**
 * The slice APIs that run as their own processes (issue 14, point 5): `SHOP_API_<SLICE>_URL`,
 * an http(s) URL without query or fragment. A `SHOP_API_*_URL` naming no slice is refused, so
 * a typo does not quietly leave the slice in-process.
 */
export function sliceApiUrls(env: NodeJS.ProcessEnv): Partial<Record<RemoteName, string>> {
  const known = new Map(remoteNames.map((name) => [sliceApiUrlVariable(name), name]));
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const [variable, raw] of Object.entries(env)) {
    if (!/^SHOP_API_.+_URL$/.test(variable) || !raw) continue;
    const name = known.get(variable);
    if (!name) {
      throw new Error(`${variable} names no slice; use one of ${[...known.keys()].join(", ")}`);
    }
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
      throw new Error(
        `${variable} must be an http(s) URL without query or credentials, got "${raw}"`,
      );
    }
    urls[name] = raw.replace(/\/+$/, "");
  }
  return urls;
}

/**
 * `SHOP_INTERNAL_TOKEN`, the secret between the edge and the slice processes (its platform API
 * and the forwarded calls): at least 16 characters, and required once any slice is forwarded.
 * Undefined when unset, which turns the platform API off.
 */
export function internalToken(
  env: NodeJS.ProcessEnv,
  forwarded: Partial<Record<RemoteName, string>> = sliceApiUrls(env),
): string | undefined {
  const token = env.SHOP_INTERNAL_TOKEN || undefined;
  if (token !== undefined && token.length < minimumInternalTokenLength) {
    throw new Error(
      `SHOP_INTERNAL_TOKEN must be at least ${minimumInternalTokenLength} characters`,
    );
  }
  const names = Object.keys(forwarded);
  if (token === undefined && names.length > 0) {
    throw new Error(
      `SHOP_INTERNAL_TOKEN is required when a slice API runs on its own (${names.join(", ")})`,
    );
  }
  return token;
}

/** The standalone slices and the internal token, as the edge's configuration holds them. */
export interface PlatformApiConfig {
  readonly sliceApiUrls: Partial<Record<RemoteName, string>>;
  readonly internalToken: string | undefined;
}

/**
 * Reads `SHOP_API_<SLICE>_URL` and `SHOP_INTERNAL_TOKEN` together; a bad value throws, naming it.
 * A forwarded slice shares the edge's database, so it needs PostgreSQL (`DATABASE_URL`): the
 * embedded PGlite serves one process only.
 */
export function loadPlatformApiConfig(env: NodeJS.ProcessEnv): PlatformApiConfig {
  const urls = sliceApiUrls(env);
  const names = Object.keys(urls);
  if (names.length > 0 && !env.DATABASE_URL) {
    throw new Error(
      `A slice API running on its own (${names.join(", ")}) shares the shop's PostgreSQL database: set DATABASE_URL`,
    );
  }
  return { sliceApiUrls: urls, internalToken: internalToken(env, urls) };
}
