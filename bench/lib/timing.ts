import { spawn } from "node:child_process";

export interface Summary {
  readonly min: number;
  readonly median: number;
  readonly max: number;
  readonly mean: number;
}

/** Min, median, max and mean of some samples (the median of an even count is the midpoint). */
export function summarise(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error("summarise needs at least one sample");
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    min: sorted[0] ?? 0,
    median,
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

/** A command that exited non-zero; keeps its whole output and how long it ran. */
export class CommandError extends Error {
  readonly output: string;
  readonly ms: number;

  constructor(message: string, output: string, ms: number) {
    const lines = output.trimEnd().split("\n");
    // Tools put the cause first (npm) or last (stack traces): show both ends of long output.
    const excerpt = lines.length > 40 ? [...lines.slice(0, 20), "…", ...lines.slice(-20)] : lines;
    super(`${message}:\n${excerpt.join("\n")}`);
    this.name = "CommandError";
    this.output = output;
    this.ms = ms;
  }
}

/** A summary with each figure rounded as tables show it. */
export function roundSummary(summary: Summary, round: (value: number) => number): Summary {
  return {
    min: round(summary.min),
    median: round(summary.median),
    max: round(summary.max),
    mean: round(summary.mean),
  };
}

export interface CommandResult {
  readonly ms: number;
  readonly output: string;
}

/**
 * Runs a command to completion and returns its wall time; its output is kept (not echoed) so
 * tables stay readable, and shown only when the command fails.
 */
export function timeCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const ms = performance.now() - startedAt;
      const output = Buffer.concat(chunks).toString("utf8");
      if (code === 0) resolve({ ms, output });
      else {
        const status = signal ?? `exit code ${code}`;
        reject(new CommandError(`${command} ${args.join(" ")} failed (${status})`, output, ms));
      }
    });
  });
}

/** The p-th percentile of some samples (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
