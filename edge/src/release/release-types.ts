/** The live version of one micro-frontend in one scope (`shop` is "" for the whole environment). */
export interface LiveEntry {
  readonly environment: string;
  readonly shop: string;
  readonly mfe: string;
  readonly version: string;
  readonly canaryVersion: string | null;
  readonly canaryPercent: number;
  /** When a healthy canary is promoted by the canary analysis (ISO time), if asked for. */
  readonly canaryAutoPromoteAt: string | null;
  readonly pinned: boolean;
  readonly pinnedBy: string | null;
  readonly pinnedWhy: string | null;
  readonly updatedAt: string;
}

/** The registry's state of one scope after a change (what `release_live` holds). */
export type LiveState = Pick<
  LiveEntry,
  | "version"
  | "canaryVersion"
  | "canaryPercent"
  | "canaryAutoPromoteAt"
  | "pinned"
  | "pinnedBy"
  | "pinnedWhy"
>;

/** `adopt`: the edge recorded the version it started with, for a slice the registry had no row for. */
export type ReleaseAction = "adopt" | "promote" | "canary" | "rollback" | "pin" | "unpin";

/** One change of the registry, as recorded in `release_history`. */
export interface HistoryEntry {
  readonly id: number;
  readonly environment: string;
  readonly shop: string;
  readonly mfe: string;
  readonly action: ReleaseAction;
  readonly fromVersion: string | null;
  readonly toVersion: string | null;
  readonly canaryVersion: string | null;
  readonly canaryPercent: number;
  readonly actor: string;
  readonly why: string;
  readonly at: string;
}

/** A release manager's command: the verbs of the CLI and the admin API. */
export type ReleaseCommand =
  | {
      readonly verb: "promote";
      readonly mfe: string;
      readonly version: string;
      readonly shop: string;
      /** 1–100 starts or changes a canary, 0 ends it; absent promotes for everyone. */
      readonly canaryPercent?: number | undefined;
      /** With a canary: when the canary analysis promotes it if healthy (ISO time). */
      readonly autoPromoteAt?: string | undefined;
      /** Applies only while this version is the scope's canary (the canary analysis's own commands). */
      readonly canaryOf?: string | undefined;
      readonly actor: string;
      readonly why: string;
    }
  | {
      readonly verb: "rollback" | "pin" | "unpin";
      readonly mfe: string;
      readonly shop: string;
      /** Applies only while this version is the scope's canary (the canary analysis's own commands). */
      readonly canaryOf?: string | undefined;
      readonly actor: string;
      readonly why: string;
    };

/** A refusal: why, and the HTTP status the admin API answers with. Nothing was changed. */
export class ReleaseRefusal extends Error {
  readonly status: 403 | 404 | 409 | 422;
  readonly reasons: readonly string[];

  constructor(status: 403 | 404 | 409 | 422, message: string, reasons: readonly string[] = []) {
    super(message);
    this.name = "ReleaseRefusal";
    this.status = status;
    this.reasons = reasons;
  }
}
