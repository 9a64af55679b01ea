import { createHash } from "node:crypto";
import type { LiveEntry } from "./release-types.ts";

/**
 * The visitor's draw for one micro-frontend, 0–99: a hash of the visitor key and the slice, so
 * a visitor stays on one side of a canary across page loads and instances, and raising the share
 * keeps everyone already in it (brief: "canary share, sticky per visitor").
 */
export function canaryBucket(visitorKey: string, mfe: string): number {
  const digest = createHash("sha256").update(`${mfe}:${visitorKey}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Which version a visitor gets from a registry entry, and whether a canary draw decided it. */
export function chooseVersion(
  entry: Pick<LiveEntry, "mfe" | "version" | "canaryVersion" | "canaryPercent">,
  visitorKey: string | undefined,
): { version: string; drawn: boolean } {
  if (!entry.canaryVersion || entry.canaryPercent <= 0) {
    return { version: entry.version, drawn: false };
  }
  if (entry.canaryPercent >= 100) return { version: entry.canaryVersion, drawn: false };
  // Without a visitor key (a crawler, a health check) the stable version answers.
  if (!visitorKey) return { version: entry.version, drawn: false };
  const inCanary = canaryBucket(visitorKey, entry.mfe) < entry.canaryPercent;
  return { version: inCanary ? entry.canaryVersion : entry.version, drawn: true };
}

/** The entry that decides a shop's version: the shop's own, else the environment's. */
export function scopedEntry(
  entries: ReadonlyMap<string, LiveEntry>,
  mfe: string,
  shopId: string | undefined,
): LiveEntry | undefined {
  return (
    (shopId ? entries.get(scopeKey(mfe, shopId)) : undefined) ?? entries.get(scopeKey(mfe, ""))
  );
}

/** Map key of a scope. */
export function scopeKey(mfe: string, shop: string): string {
  return `${mfe}|${shop}`;
}
