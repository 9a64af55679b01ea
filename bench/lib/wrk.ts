// GET load with wrk (Debian's package), for the throughput benches. autocannon appends every
// response body to a JavaScript string, so it UTF-8-decodes each compressed page it receives; on
// a machine whose two cores the load generator shares with the servers, that decoding took the
// servers' CPU in proportion to the body's size and made a brotli page look three times as
// costly as a plain one of the same length (decision 0067). wrk parses the headers and counts
// the body, as a browser's network stack would before decoding it. The API benches use it too,
// with a script of prepared requests, so the load generator's own CPU stays small beside the
// edge's and the database's on the same two cores.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ensureDebianPackage } from "../../scripts/lib/apt.ts";
import { assertLoopback } from "./http.ts";
import type { LoadRun } from "./load.ts";

const run = promisify(execFile);
const wrkPath = "/usr/bin/wrk";

/** One prepared request of a run: its own method, headers (a shopper's cookie) and JSON body. */
export interface WrkRequest {
  readonly method: "POST" | "DELETE";
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

export interface WrkOptions {
  readonly connections: number;
  readonly headers: Record<string, string>;
  readonly seconds: number;
  /**
   * Requests sent in turn, over and over, instead of a GET of the URL: a script made before the
   * run, so wrk builds no request while it measures.
   */
  readonly requests?: readonly WrkRequest[];
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
  const wrk = async (args: readonly string[]) => {
    // A request unanswered for 10 s counts as a timeout, not in the latencies (wrk's default is
    // 2 s, shorter than the embedded database's worst answers under load).
    const common = [`-c${String(options.connections)}`, `-d${String(options.seconds)}s`];
    const limits = ["--timeout", "10s", "--latency"];
    const { stdout } = await run(wrkPath, ["-t1", ...common, ...limits, ...args, url]);
    return parseWrk(url, stdout);
  };
  if (!options.requests) return wrk(headerArgs);
  const scriptDir = await mkdtemp(path.join(os.tmpdir(), "shop-wrk-"));
  try {
    const script = path.join(scriptDir, "requests.lua");
    const { pathname, search } = new URL(url);
    await writeFile(script, requestScript(pathname + search, options.headers, options.requests));
    return await wrk(["-s", script]);
  } finally {
    await rm(scriptDir, { recursive: true, force: true });
  }
}

/**
 * A wrk script that formats every request once, when its thread starts, and then sends them in
 * turn: each connection's next request is the next of the list. wrk's own `-H` headers do not
 * reach a request the script formats, so the run's headers go into each.
 */
function requestScript(
  target: string,
  runHeaders: Record<string, string>,
  requests: readonly WrkRequest[],
): string {
  const formatted = requests.map(({ method, headers, body }) => {
    const allHeaders = { ...runHeaders, ...headers, "content-type": "application/json" };
    const table = Object.entries(allHeaders)
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .join(", ");
    return `  wrk.format(${luaString(method)}, ${luaString(target)}, { ${table} }, ${luaString(JSON.stringify(body))}),`;
  });
  return [
    "local requests",
    "local sent = 0",
    "init = function()",
    "  requests = {",
    ...formatted.map((line) => `  ${line}`),
    "  }",
    "end",
    "request = function()",
    "  sent = sent % #requests + 1",
    "  return requests[sent]",
    "end",
    "",
  ].join("\n");
}

/** A Lua string literal of any text: printable ASCII as it is, every other byte as `\ddd`. */
function luaString(text: string): string {
  let literal = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    literal += printable ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, "0")}`;
  }
  return `"${literal}"`;
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
