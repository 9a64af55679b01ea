import { canaryDecision, type CanaryPolicy } from "@shop/shared";
import type { Logger } from "../logger.ts";
import type { SqlReleaseRegistry } from "./release-registry.ts";
import { ReleaseRefusal, type ReleaseCommand } from "./release-types.ts";
import type { HealthReader } from "./version-health.ts";

/** Who the history names for the canary analysis's own decisions. */
export const canaryActor = "edge (canary analysis)";

export interface CanaryWatchDeps {
  readonly registry: Pick<SqlReleaseRegistry, "entries">;
  /** The shared counts; `flush` writes this instance's own first. */
  readonly health: HealthReader & { flush(): Promise<void> };
  /** Runs a release command as the admin API does (`ReleaseService.run`). */
  readonly run: (command: ReleaseCommand) => Promise<unknown>;
  readonly policy: CanaryPolicy;
  readonly logger: Logger;
  readonly intervalMs: number;
  readonly now?: () => Date;
}

/**
 * The canary analysis (issue 22, point 4; decision 0037). Every instance checks every running
 * canary every `intervalMs`: a canary failing more often than its live version by more than the
 * margin, over enough page views, is rolled back; a healthy one whose automatic promotion is due
 * is promoted. Each command applies only while that version is still the canary (`canaryOf`), so
 * when several instances decide at once, one changes the registry and the others hear 409.
 */
export class CanaryWatch {
  private readonly deps: CanaryWatchDeps;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> = Promise.resolve();

  constructor(deps: CanaryWatchDeps) {
    this.deps = deps;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.deps.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
  }

  /** One pass over the running canaries (one at a time per instance). */
  check(): Promise<void> {
    this.checking = this.checking.then(() =>
      this.checkAll().catch((error: unknown) =>
        this.deps.logger.error("canary.check_failed", { error: String(error) }),
      ),
    );
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    const { health, policy, logger } = this.deps;
    await health.flush();
    const canaries = (await this.deps.registry.entries()).filter((entry) => entry.canaryVersion);
    for (const entry of canaries) {
      const canaryVersion = entry.canaryVersion ?? "";
      const [canary, live] = await health.read(entry.mfe, [canaryVersion, entry.version]);
      if (!canary || !live) continue;
      const decision = canaryDecision({
        policy,
        canary,
        live,
        now: this.deps.now?.() ?? new Date(),
        ...(entry.canaryAutoPromoteAt
          ? { autoPromoteAt: new Date(entry.canaryAutoPromoteAt) }
          : {}),
      });
      if (decision.action === "wait") continue;
      const common = {
        mfe: entry.mfe,
        shop: entry.shop,
        actor: canaryActor,
        why: decision.reason,
        canaryOf: canaryVersion,
      };
      try {
        await this.deps.run(
          decision.action === "rollback"
            ? { verb: "rollback", ...common }
            : { verb: "promote", version: canaryVersion, ...common },
        );
        logger.info(`canary.${decision.action}`, {
          mfe: entry.mfe,
          shop: entry.shop,
          why: decision.reason,
        });
      } catch (error) {
        // 409: another instance decided first (or a release manager did); nothing to do.
        if (error instanceof ReleaseRefusal && error.status === 409) continue;
        logger.error("canary.decision_failed", { mfe: entry.mfe, error: String(error) });
      }
    }
  }
}
