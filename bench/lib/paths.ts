import path from "node:path";

/** The monorepo's root folder (bench/ sits directly under it). */
export const repoRoot = path.resolve(import.meta.dirname, "..", "..");

/** Where every script writes its JSON figures (git-ignored). */
export const resultsDir = path.join(repoRoot, "bench", "results");

// The pure module itself, not the package entry: bench needs the list, not React's types.
export {
  microFrontends as slices,
  type MicroFrontendName as Slice,
} from "../../shared/src/composition/micro-frontends.ts";

/** A number from the environment, or the fallback when it is unset or empty. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}
