/** How much work and disk the image endpoint may take (decision 0030). */
export interface ImageLimits {
  /** The most the disk cache holds, in bytes; the least recently used images go first. */
  readonly cacheBytes: number;
  /** Cold renders (sharp) at once. */
  readonly renders: number;
  /** Cold renders that may wait for one of those; past that a request gets 503. */
  readonly renderQueue: number;
}

/** 512 MB of cache, 2 renders at once, 64 waiting. */
export const imageLimitDefaults: ImageLimits = {
  cacheBytes: 512 * 1024 * 1024,
  renders: 2,
  renderQueue: 64,
};

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

/**
 * The image limits from `SHOP_IMAGE_CACHE_BYTES`, `SHOP_IMAGE_RENDERS` and
 * `SHOP_IMAGE_RENDER_QUEUE`, each defaulting to imageLimitDefaults; a bad value throws.
 */
export function imageLimitsFromEnv(env: NodeJS.ProcessEnv): ImageLimits {
  return {
    cacheBytes: count(env, "SHOP_IMAGE_CACHE_BYTES", imageLimitDefaults.cacheBytes, 0),
    renders: count(env, "SHOP_IMAGE_RENDERS", imageLimitDefaults.renders, 1),
    renderQueue: count(env, "SHOP_IMAGE_RENDER_QUEUE", imageLimitDefaults.renderQueue, 0),
  };
}
