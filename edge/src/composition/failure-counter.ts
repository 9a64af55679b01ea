import type { FragmentErrorReport } from "@shop/shared";

/** Where a browser reports a fragment failed: while loading or while rendering. */
export type BrowserPhase = FragmentErrorReport["phase"];

/** Where a fragment failed: on the server, or in the browser while loading or rendering. */
export type FailurePhase = "server" | BrowserPhase;

/** Counters kept at most, unless the counter is built with another bound. */
export const defaultMaxFailureKeys = 1024;

/**
 * Fragment failures counted per slice, version and phase, for release decisions and the
 * monitoring to come. Counts are per edge instance and start at zero with it.
 *
 * Callers record only versions the edge knows (served, built or published), so the keys are
 * bounded by slices × known versions × phases (issue 15, point 6). `maxKeys` is the backstop
 * over a long life with many releases: past it, the counter recorded least recently is dropped.
 */
export class FailureCounter {
  private readonly counts = new Map<string, number>();
  private readonly maxKeys: number;

  constructor(options: { maxKeys?: number } = {}) {
    const maxKeys = options.maxKeys ?? defaultMaxFailureKeys;
    if (!Number.isInteger(maxKeys) || maxKeys < 1) {
      throw new RangeError(`maxKeys must be a positive integer, not ${maxKeys}`);
    }
    this.maxKeys = maxKeys;
  }

  /** A failure a browser reported: never a server-side one, whatever the report claims. */
  recordBrowser(mfe: string, version: string, phase: BrowserPhase): void {
    this.record(mfe, version, phase);
  }

  record(mfe: string, version: string, phase: FailurePhase): void {
    const key = `${mfe}@${version}:${phase}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    // Map order is insertion order: moving the key to the end keeps the stalest one first.
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > this.maxKeys) {
      const stalest = this.counts.keys().next();
      if (!stalest.done) this.counts.delete(stalest.value);
    }
  }

  /** `{ "mfe-catalog@0123456789ab": { server: 2, load: 1 } }` */
  snapshot(): Record<string, Partial<Record<FailurePhase, number>>> {
    const result: Record<string, Partial<Record<FailurePhase, number>>> = {};
    for (const [key, count] of this.counts) {
      const at = key.lastIndexOf(":");
      const slice = key.slice(0, at);
      const phase = key.slice(at + 1) as FailurePhase;
      result[slice] = { ...result[slice], [phase]: count };
    }
    return result;
  }
}
