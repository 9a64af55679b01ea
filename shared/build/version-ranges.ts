/** A release version `major.minor.patch` (pre-release and build tags are ignored). */
type Triple = readonly [number, number, number];

function parseVersion(version: string): Triple | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The exclusive upper bound of a caret range: the first version that changes the left-most non-zero part. */
function caretCeiling(base: Triple): Triple {
  if (base[0] > 0) return [base[0] + 1, 0, 0];
  if (base[1] > 0) return [0, base[1] + 1, 0];
  return [0, 0, base[2] + 1];
}

/**
 * True when `version` satisfies `range`. Understands what builds write into Module Federation
 * manifests: `^x.y.z`, `~x.y.z`, `x.y.z`, `>=x.y.z`, `*`; any other range is reported as
 * unsatisfied, so an unreadable range refuses a promotion instead of passing it.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parseVersion(version);
  if (!have) return false;
  const trimmed = range.trim();
  if (trimmed === "*" || trimmed === "") return true;
  const operator = /^(\^|~|>=|=)?/.exec(trimmed)?.[0] ?? "";
  const base = parseVersion(trimmed.slice(operator.length));
  if (!base) return false;
  if (operator === ">=") return compare(have, base) >= 0;
  if (operator === "" || operator === "=") return compare(have, base) === 0;
  const ceiling: Triple = operator === "~" ? [base[0], base[1] + 1, 0] : caretCeiling(base);
  return compare(have, base) >= 0 && compare(have, ceiling) < 0;
}

/** What one side of a check provides and requires of the singletons shared with the shell. */
export interface SharedRequirements {
  /** Installed version per shared package (`build.json`'s `shared`). */
  readonly provides: Readonly<Record<string, string>>;
  /** Required range per shared package (the federation manifest's `requiredVersion`). */
  readonly requires: Readonly<Record<string, string>>;
}

/** The packages whose mismatch breaks a page: a second React, a second single-spa binding, another contract. */
export const checkedSharedPackages = [
  "react",
  "react-dom",
  "single-spa-react",
  "@shop/shared",
] as const;

/**
 * Why a candidate cannot run beside the live shell (empty when it can): the shell loads the
 * singletons first, so each range the candidate requires must accept the shell's version, or the
 * page would get a second React (brief: "Release model"). The shared package is a contract
 * bundled into each slice; it must agree on the major version.
 */
export function sharedIncompatibilities(
  candidate: SharedRequirements,
  shell: SharedRequirements,
): string[] {
  const reasons: string[] = [];
  for (const name of checkedSharedPackages) {
    const shellVersion = shell.provides[name];
    if (!shellVersion) continue;
    if (name === "@shop/shared") {
      const own = candidate.provides[name];
      if (own && parseVersion(own)?.[0] !== parseVersion(shellVersion)?.[0]) {
        reasons.push(`${name} ${own} is not compatible with the shell's ${shellVersion}`);
      }
      continue;
    }
    const range =
      candidate.requires[name] ??
      (candidate.provides[name] ? `^${candidate.provides[name]}` : undefined);
    if (range && !satisfiesRange(shellVersion, range)) {
      reasons.push(`${name} ${range} does not accept the shell's ${shellVersion}`);
    }
  }
  return reasons;
}
