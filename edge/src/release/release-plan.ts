import {
  ReleaseRefusal,
  type HistoryEntry,
  type LiveEntry,
  type LiveState,
  type ReleaseAction,
  type ReleaseCommand,
} from "./release-types.ts";

/** What a command changes: the scope's next state and the history line that records it. */
export interface ReleasePlan {
  readonly next: LiveState;
  readonly record: {
    readonly action: ReleaseAction;
    readonly fromVersion: string | null;
    readonly toVersion: string | null;
    readonly canaryVersion: string | null;
    readonly canaryPercent: number;
  };
}

/**
 * Plans one command against a scope (pure; the registry applies the plan in one transaction).
 * `inherited` is the version live in the scope without a row of its own (the environment's for
 * a shop; for the environment, which has a row from the edge's first start on, the build the
 * edge started with when recording it failed); `history` is the scope's, newest first.
 * A command that cannot apply throws a `ReleaseRefusal` saying why (issue 6, "Verbs").
 */
export function planRelease(
  command: ReleaseCommand,
  current: LiveEntry | undefined,
  inherited: string | undefined,
  history: readonly HistoryEntry[],
): ReleasePlan {
  const live = current?.version ?? inherited;
  const where = scopeName(command);
  assertNotPinned(command, current);
  if (command.canaryOf !== undefined && current?.canaryVersion !== command.canaryOf) {
    throw new ReleaseRefusal(409, `${command.canaryOf} is no longer the canary of ${where}`);
  }
  const stable = (state: Partial<LiveState>): LiveState => ({
    version: live ?? "",
    canaryVersion: null,
    canaryPercent: 0,
    canaryAutoPromoteAt: null,
    pinned: false,
    pinnedBy: null,
    pinnedWhy: null,
    ...state,
  });

  switch (command.verb) {
    case "promote": {
      const percent = command.canaryPercent;
      if (percent === undefined || percent === 100) {
        if (command.version === live && !current?.canaryVersion) {
          throw new ReleaseRefusal(409, `${where} is already live at ${command.version}`);
        }
        return {
          next: stable({ version: command.version }),
          record: {
            action: "promote",
            fromVersion: live ?? null,
            toVersion: command.version,
            canaryVersion: null,
            canaryPercent: 0,
          },
        };
      }
      if (!live)
        throw new ReleaseRefusal(409, `${where} has no live version to run a canary beside`);
      if (command.version === live) {
        throw new ReleaseRefusal(
          409,
          `${command.version} is already live for ${where}; a canary must differ`,
        );
      }
      return {
        next: stable({
          version: live,
          canaryVersion: percent === 0 ? null : command.version,
          canaryPercent: percent,
          canaryAutoPromoteAt: percent === 0 ? null : (command.autoPromoteAt ?? null),
        }),
        record: {
          action: "canary",
          fromVersion: live,
          toVersion: live,
          canaryVersion: percent === 0 ? null : command.version,
          canaryPercent: percent,
        },
      };
    }
    case "rollback": {
      if (!current)
        throw new ReleaseRefusal(409, `nothing was promoted for ${where}; nothing to roll back`);
      if (current.canaryVersion) {
        // A running canary is what a rollback undoes first: everyone returns to the stable version.
        return {
          next: stable({ version: current.version }),
          record: {
            action: "rollback",
            fromVersion: current.canaryVersion,
            toVersion: current.version,
            canaryVersion: null,
            canaryPercent: 0,
          },
        };
      }
      const target = previousVersion(current.version, history);
      if (!target) {
        throw new ReleaseRefusal(
          409,
          `${where} has no version before ${current.version} to roll back to`,
        );
      }
      return {
        next: stable({ version: target }),
        record: {
          action: "rollback",
          fromVersion: current.version,
          toVersion: target,
          canaryVersion: null,
          canaryPercent: 0,
        },
      };
    }
    case "pin": {
      if (!live) throw new ReleaseRefusal(409, `${where} has no live version to pin`);
      return {
        next: {
          version: live,
          canaryVersion: current?.canaryVersion ?? null,
          canaryPercent: current?.canaryPercent ?? 0,
          canaryAutoPromoteAt: current?.canaryAutoPromoteAt ?? null,
          pinned: true,
          pinnedBy: command.actor,
          pinnedWhy: command.why,
        },
        record: pinRecord("pin", current, live),
      };
    }
    case "unpin": {
      if (!current?.pinned) throw new ReleaseRefusal(409, `${where} is not pinned`);
      return {
        next: { ...current, pinned: false, pinnedBy: null, pinnedWhy: null },
        record: pinRecord("unpin", current, current.version),
      };
    }
  }
}

function pinRecord(
  action: "pin" | "unpin",
  current: LiveEntry | undefined,
  live: string,
): ReleasePlan["record"] {
  return {
    action,
    fromVersion: live,
    toVersion: live,
    canaryVersion: current?.canaryVersion ?? null,
    canaryPercent: current?.canaryPercent ?? 0,
  };
}

function scopeName(command: ReleaseCommand): string {
  return command.shop ? `${command.mfe} in shop ${command.shop}` : command.mfe;
}

/** A pinned scope refuses promotions, rollbacks and another pin until it is unpinned. */
export function assertNotPinned(command: ReleaseCommand, current: LiveEntry | undefined): void {
  if (current?.pinned && command.verb !== "unpin") {
    throw new ReleaseRefusal(
      409,
      `${scopeName(command)} is pinned at ${current.version} by ${current.pinnedBy ?? "someone"}` +
        (current.pinnedWhy ? ` (${current.pinnedWhy})` : "") +
        "; unpin it first",
    );
  }
}

/**
 * The version before `version` in a scope: the one the promotion that first made `version` live
 * replaced. Rolling back twice walks back two promotions, not back and forth.
 */
export function previousVersion(
  version: string,
  history: readonly HistoryEntry[],
): string | undefined {
  const promotion = history.find(
    (entry) => entry.action === "promote" && entry.toVersion === version && entry.fromVersion,
  );
  const target = promotion?.fromVersion ?? undefined;
  return target && target !== version ? target : undefined;
}
