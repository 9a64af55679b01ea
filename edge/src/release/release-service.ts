import { microFrontends, type MicroFrontendName } from "@shop/shared";
import type { RegistryArtefactStore } from "../composition/registry-artefact-store.ts";
import type { VitalsReader } from "../monitoring/vitals-reader.ts";
import type { ArtefactBucket, PublishedVersion } from "./artefact-bucket.ts";
import { assertNotPinned } from "./release-plan.ts";
import { promotionRefusals, type PromotionCheckDeps } from "./promotion-checks.ts";
import type { SqlReleaseRegistry } from "./release-registry.ts";
import type { RegistryView } from "./registry-view.ts";
import {
  sliceHealthReport,
  type ErrorLog,
  type HealthReader,
  type SliceHealthReport,
  type VersionErrors,
} from "./version-health.ts";
import {
  ReleaseRefusal,
  type HistoryEntry,
  type LiveEntry,
  type ReleaseCommand,
} from "./release-types.ts";

/** What is live for one slice: the environment's version and each shop's own. */
export interface SliceStatus {
  readonly mfe: MicroFrontendName;
  /**
   * The environment's live version. `build`: the registry has no row for it yet (its first
   * adoption failed), so this instance serves the build it started with.
   */
  readonly version: string | null;
  readonly source: "registry" | "build";
  readonly canary: { readonly version: string; readonly percent: number } | null;
  readonly pinned: { readonly by: string | null; readonly why: string | null } | null;
  readonly updatedAt: string | null;
  readonly shops: readonly ScopeStatus[];
}

export interface ScopeStatus {
  readonly shop: string;
  readonly version: string;
  readonly canary: SliceStatus["canary"];
  readonly pinned: SliceStatus["pinned"];
  readonly updatedAt: string;
}

function scopeStatus(entry: LiveEntry): ScopeStatus {
  return {
    shop: entry.shop,
    version: entry.version,
    canary: entry.canaryVersion
      ? { version: entry.canaryVersion, percent: entry.canaryPercent }
      : null,
    pinned: entry.pinned ? { by: entry.pinnedBy, why: entry.pinnedWhy } : null,
    updatedAt: entry.updatedAt,
  };
}

/**
 * The release verbs over the registry, the artefact bucket and the promotion checks: the one
 * implementation behind the CLI, the admin API and the release page (decision 0017).
 */
export class ReleaseService {
  readonly environment: string;
  private readonly registry: SqlReleaseRegistry;
  private readonly view: RegistryView;
  private readonly store: RegistryArtefactStore;
  private readonly bucket: ArtefactBucket;
  private readonly checks: PromotionCheckDeps;
  private readonly healthReader: HealthReader;
  private readonly errorLog: ErrorLog;
  private readonly vitalsReader: VitalsReader | undefined;

  constructor(deps: {
    registry: SqlReleaseRegistry;
    view: RegistryView;
    store: RegistryArtefactStore;
    bucket: ArtefactBucket;
    checks: PromotionCheckDeps;
    /** Health per slice version, shared by every instance (decision 0037). */
    health: HealthReader;
    /** The error events stored per slice version (without a Sentry DSN). */
    errors: ErrorLog;
    /** The performance beacon's web vitals per slice version (decision 0041), where measured. */
    vitals?: VitalsReader;
  }) {
    this.vitalsReader = deps.vitals;
    this.healthReader = deps.health;
    this.errorLog = deps.errors;
    this.registry = deps.registry;
    this.environment = deps.registry.environment;
    this.view = deps.view;
    this.store = deps.store;
    this.bucket = deps.bucket;
    this.checks = deps.checks;
  }

  /** What is live for every slice, per environment and shop, with canaries and pins. */
  async status(): Promise<SliceStatus[]> {
    // What this edge serves is recorded before it is reported (a slice's first adoption).
    await Promise.all(microFrontends.map((mfe) => this.store.ownBuild(mfe).catch(() => undefined)));
    const entries = await this.registry.entries();
    return Promise.all(
      microFrontends.map(async (mfe) => {
        const own = entries.filter((entry) => entry.mfe === mfe);
        const environment = own.find((entry) => entry.shop === "");
        const base = environment
          ? { ...scopeStatus(environment), source: "registry" as const }
          : {
              version: (await this.store.inherited(mfe)) ?? null,
              source: "build" as const,
              canary: null,
              pinned: null,
              updatedAt: null,
            };
        return {
          mfe,
          version: base.version,
          source: base.source,
          canary: base.canary,
          pinned: base.pinned,
          updatedAt: base.updatedAt,
          shops: own.filter((entry) => entry.shop !== "").map(scopeStatus),
        };
      }),
    );
  }

  history(mfe: string, shop?: string): Promise<HistoryEntry[]> {
    return this.registry.history(mfe, shop === undefined ? {} : { shop });
  }

  /** Every slice's health for all shops: live against what it replaced, canary against live. */
  async health(mfe?: string): Promise<SliceHealthReport[]> {
    const slices = (await this.status()).filter((slice) => mfe === undefined || slice.mfe === mfe);
    return Promise.all(
      slices.map(async (slice) =>
        sliceHealthReport(
          this.healthReader,
          slice,
          await this.history(slice.mfe, ""),
          this.vitalsReader,
        ),
      ),
    );
  }

  /** The newest stored errors of the live version and canary of every slice (all shops). */
  async latestErrors(perVersion: number): Promise<VersionErrors[]> {
    const slices = await this.status();
    const versions = slices.flatMap((slice) =>
      [slice.version, slice.canary?.version]
        .filter((version): version is string => Boolean(version))
        .map((version) => ({ mfe: slice.mfe, version })),
    );
    return Promise.all(
      versions.map(async ({ mfe, version }) => ({
        mfe,
        version,
        errors: await this.errorLog.latest(mfe, version, perVersion),
      })),
    );
  }

  versions(mfe: string): Promise<PublishedVersion[]> {
    return this.bucket.versions(mfe);
  }

  /**
   * Runs one command. A promotion is checked first (issue 6, "Verbs"); a refusal throws a
   * `ReleaseRefusal` saying why and changes nothing. This instance reloads its view before
   * answering, so its next page already serves the change.
   */
  async run(command: ReleaseCommand): Promise<{ entry: LiveEntry; history: HistoryEntry }> {
    const mfe = command.mfe as MicroFrontendName;
    if (command.shop && !this.checks.shops.shops.some((shop) => shop.shopId === command.shop)) {
      throw new ReleaseRefusal(404, `there is no shop ${command.shop}`);
    }
    if (command.verb === "promote" && command.canaryPercent !== 0) {
      // A pinned scope is refused before the (slower) checks; the registry re-checks under its lock.
      const current = (await this.registry.entries()).find(
        (entry) => entry.mfe === mfe && entry.shop === command.shop,
      );
      assertNotPinned(command, current);
      if (!(await this.bucket.exists(mfe, command.version))) {
        throw new ReleaseRefusal(404, `${mfe}@${command.version} is not published`);
      }
      const reasons = await promotionRefusals(this.checks, mfe, command.version, command.shop);
      if (reasons.length > 0) {
        throw new ReleaseRefusal(
          422,
          `${mfe}@${command.version} cannot go live: ${reasons.join("; ")}`,
          reasons,
        );
      }
    }
    const result = await this.registry.apply(command, () => this.store.inherited(mfe));
    // The change is committed; should this reload fail, the notification or poll picks it up.
    await this.view.reload().catch(() => undefined);
    return result;
  }
}
