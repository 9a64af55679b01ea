import type { EventUse, SliceContracts } from "./slice-contracts.ts";

/**
 * One slice version and the contracts its build recorded (`contracts.json`); `undefined` for a
 * version built before builds recorded them, which declares nothing known (decision 0027).
 */
export interface DeclaredVersion {
  readonly mfe: string;
  readonly version: string;
  readonly contracts: SliceContracts | undefined;
}

/** What a candidate is compared with in one scope (a shop, or the environment). */
export interface ContractScope {
  /** The versions of the candidate's own slice live there now (stable, and a canary's). */
  readonly previous: readonly DeclaredVersion[];
  /** The versions of the other slices live there (stable and canary alike). */
  readonly others: readonly DeclaredVersion[];
  /** The candidate slice's fragments that the shop's pages place. */
  readonly placed: ReadonlySet<string>;
}

function label(slice: DeclaredVersion): string {
  return `${slice.mfe}@${slice.version}`;
}

/** `v1`, `v1 or v2`. */
function versionList(versions: readonly number[]): string {
  return versions.map((version) => `v${version}`).join(" or ");
}

function common(a: readonly number[], b: readonly number[]): number[] {
  return a.filter((version) => b.includes(version));
}

/** The versions of an event the given versions used (emitted or handled), merged. */
function usedBefore(
  previous: readonly DeclaredVersion[],
  role: "emits" | "handles",
  type: string,
): number[] {
  const used = previous.flatMap((one) => eventUse(one.contracts, role, type)?.versions ?? []);
  return [...new Set(used)].sort((a, b) => a - b);
}

function eventUse(
  contracts: SliceContracts | undefined,
  role: "emits" | "handles",
  type: string,
): EventUse | undefined {
  return (contracts?.events[role] as Readonly<Record<string, EventUse>> | undefined)?.[type];
}

function uses(contracts: SliceContracts, role: "emits" | "handles"): [string, EventUse][] {
  return Object.entries(contracts.events[role] as Readonly<Record<string, EventUse>>);
}

/**
 * Why a candidate version breaks a live slice's use of an event or a fragment (empty when it
 * breaks none; issue 15 point 7, decision 0027). Two versions agree on an event or on the
 * fragment props when the contract versions they work with overlap. Refused: emitting or handling
 * an event at versions a live slice does not share; no longer emitting an announcement a live
 * slice handles, or no longer handling a command a live slice emits, that the slice's live
 * version did; fragments read with props the live shell does not mount (or, for a shell, mounting
 * props a live fragment does not read); no longer rendering a fragment the pages place that the
 * live version rendered. A version without contracts is compared with nothing, and nothing with it.
 */
export function contractIncompatibilities(
  candidate: DeclaredVersion,
  scope: ContractScope,
): string[] {
  const own = candidate.contracts;
  if (!own) return [];
  const name = label(candidate);
  const reasons: string[] = [];
  for (const other of scope.others) {
    const theirs = other.contracts;
    if (!theirs || other.mfe === candidate.mfe) continue;
    const them = label(other);

    for (const [type, handled] of uses(theirs, "handles")) {
      const emitted = eventUse(own, "emits", type);
      if (emitted) {
        if (common(emitted.versions, handled.versions).length === 0) {
          reasons.push(
            `${name} emits ${type} ${versionList(emitted.versions)}, which ${them} handles only as ${versionList(handled.versions)}`,
          );
        }
      } else if (handled.kind === "announcement") {
        const dropped = common(usedBefore(scope.previous, "emits", type), handled.versions);
        if (dropped.length > 0) {
          reasons.push(
            `${name} no longer emits ${type} ${versionList(dropped)}, which ${them} handles`,
          );
        }
      }
    }

    for (const [type, emitted] of uses(theirs, "emits")) {
      const handled = eventUse(own, "handles", type);
      if (handled) {
        if (common(handled.versions, emitted.versions).length === 0) {
          reasons.push(
            `${name} handles ${type} only as ${versionList(handled.versions)}, but ${them} emits ${versionList(emitted.versions)}`,
          );
        }
      } else if (emitted.kind === "command") {
        const dropped = common(usedBefore(scope.previous, "handles", type), emitted.versions);
        if (dropped.length > 0) {
          reasons.push(
            `${name} no longer handles ${type} ${versionList(dropped)}, which ${them} emits`,
          );
        }
      }
    }

    if (theirs.mounts) {
      for (const [fragment, { props }] of Object.entries(own.fragments)) {
        if (common(props, theirs.mounts.props).length === 0) {
          reasons.push(
            `${name} renders ${fragment} for fragment props ${versionList(props)}, but ${them} mounts fragments with ${versionList(theirs.mounts.props)}`,
          );
        }
      }
    }
    if (own.mounts) {
      for (const [fragment, { props }] of Object.entries(theirs.fragments)) {
        if (common(own.mounts.props, props).length === 0) {
          reasons.push(
            `${name} mounts fragments with props ${versionList(own.mounts.props)}, but ${them} renders ${fragment} for ${versionList(props)}`,
          );
        }
      }
    }
  }

  const renderedBefore = new Set(
    scope.previous.flatMap((one) => Object.keys(one.contracts?.fragments ?? {})),
  );
  for (const fragment of [...scope.placed].sort()) {
    if (renderedBefore.has(fragment) && !Object.hasOwn(own.fragments, fragment)) {
      reasons.push(`${name} no longer renders ${fragment}, which the shop's pages place`);
    }
  }
  return [...new Set(reasons)];
}
