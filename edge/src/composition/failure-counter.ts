/** Where a fragment failed: on the server, or in the browser while loading or rendering. */
export type FailurePhase = "server" | "load" | "render";

/**
 * Fragment failures counted per slice, version and phase, for release decisions and the
 * monitoring to come. Counts are per edge instance and start at zero with it.
 */
export class FailureCounter {
  private readonly counts = new Map<string, number>();

  record(mfe: string, version: string, phase: FailurePhase): void {
    const key = `${mfe}@${version}:${phase}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** `{ "mfe-catalog@0123456789ab": { server: 2, load: 1 } }` */
  snapshot(): Record<string, Partial<Record<FailurePhase, number>>> {
    const result: Record<string, Partial<Record<FailurePhase, number>>> = {};
    for (const [key, count] of this.counts) {
      const [slice = "", phase] = key.split(":") as [string, FailurePhase];
      result[slice] = { ...result[slice], [phase]: count };
    }
    return result;
  }
}
