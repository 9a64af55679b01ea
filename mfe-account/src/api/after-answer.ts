import type { Logger } from "@shop/shared/platform";

/**
 * Work done after the answer is sent (a reset or confirmation e-mail), one task after another,
 * so an answer's timing tells nothing about it. A failure is logged under the task's event,
 * never thrown.
 */
export class AfterAnswer {
  private readonly logger: Logger;
  private pending: Promise<void> = Promise.resolve();

  constructor(logger: Logger) {
    this.logger = logger;
  }

  run(event: string, task: () => Promise<void>): void {
    this.pending = this.pending.then(() =>
      task().catch((error: unknown) => this.logger.error(event, { error: String(error) })),
    );
  }

  /** Resolves once every task started so far is done (tests, graceful shutdown). */
  settled(): Promise<void> {
    return this.pending;
  }
}
