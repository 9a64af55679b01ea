// GET load with wrk (Debian's package), for the throughput benches. autocannon appends every
// response body to a JavaScript string, so it UTF-8-decodes each compressed page it receives; on
// a machine whose two cores the load generator shares with the servers, that decoding took the
// servers' CPU in proportion to the body's size and made a brotli page look three times as
// costly as a plain one of the same length (decision 0067). wrk parses the headers and counts
// the body, as a browser's network stack would before decoding it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ensureDebianPackage } from "../../scripts/lib/apt.ts";
import { assertLoopback } from "./http.ts";
import type { LoadRun } from "./load.ts";

const run = promisify(execFile);
const wrkPath = "/usr/bin/wrk";

export interface WrkOptions {
  readonly connections: number;
  readonly headers: Record<string, string>;
  readonly seconds: number;
}

/** Installs wrk when it is missing (the benches' only Debian package besides Chromium). */
export function ensureWrk(): void {
  ensureDebianPackage(wrkPath, "wrk");
}

/**
 * Runs wrk against one loopback URL with `connections` open at once, on one thread: the
 * servers it measures get the other core.
 */
export async function loadWithWrk(url: string, options: WrkOptions): Promise<LoadRun> {
  assertLoopback(url);
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const { stdout } = await run(wrkPath, [
    "-t1",
    `-c${String(options.connections)}`,
    `-d${String(options.seconds)}s`,
    "--latency",
    ...headerArgs,
    url,
  ]);
  return parseWrk(url, stdout);
}

/** The figures of wrk's report (`--latency`), in the shape autocannon's runs are kept in. */
export function parseWrk(url: string, report: string): LoadRun {
  const requests = numberAfter(report, /(\d+) requests in/);
  const non2xx = optionalNumber(report, /Non-2xx or 3xx responses: (\d+)/);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const [connect, read, write, timeouts] = (socketErrors?.slice(1) ?? []).map(Number);
  const errors = (connect ?? 0) + (read ?? 0) + (write ?? 0);
  return {
    url,
    requestsPerSecond: numberAfter(report, /Requests\/sec:\s+([\d.]+)/),
    latencyP50Ms: latencyMs(report, "50%"),
    latencyP99Ms: latencyMs(report, "99%"),
    requests2xx: requests - non2xx,
    non2xx,
    errors,
    timeouts: timeouts ?? 0,
    firstError: socketErrors ? socketErrors[0] : undefined,
  };
}

function latencyMs(report: string, percentile: string): number {
  const match = new RegExp(`^\\s+${percentile}\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(report);
  if (!match) throw new Error(`wrk printed no ${percentile} latency:\n${report}`);
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function numberAfter(report: string, pattern: RegExp): number {
  const match = pattern.exec(report);
  if (!match) throw new Error(`wrk printed no ${String(pattern)}:\n${report}`);
  return Number(match[1]);
}

function optionalNumber(report: string, pattern: RegExp): number {
  const match = pattern.exec(report);
  return match ? Number(match[1]) : 0;
}
