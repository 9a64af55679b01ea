import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import readline from "node:readline";
import { rawGet } from "./http.ts";

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** From spawn to the first 200 from the health path. */
  readonly spawnToHealthyMs: number;
  /** The server's own JSON log lines (stdout), parsed, so callers can read e.g. `edge.ready`. */
  readonly logLines: readonly Record<string, unknown>[];
  /** The last lines the server wrote to stderr. */
  readonly stderrTail: readonly string[];
  /** Why the server ended on its own (exit code or signal), or undefined while it runs. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

export interface ServerOptions {
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly healthPath: string;
  readonly timeoutMs?: number;
}

// Servers this process started, so a crash part-way through does not leave them running.
const started = new Set<number>();
process.on("exit", () => {
  for (const pid of started) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
});

/** A port that was free on 127.0.0.1 a moment ago (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a Node server (this same Node binary) on a free loopback port and waits until its
 * health path answers 200.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    detached: false,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${options.args.join(" ")}`);
  started.add(pid);

  const logLines: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  // Both pipes are drained for the server's whole life: a full pipe would stall it under load.
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    try {
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      logLines.push({ text: line });
    }
  });
  readline.createInterface({ input: child.stderr }).on("line", (line) => {
    stderr.push(line);
    if (stderr.length > 50) stderr.shift();
  });

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(child, `${url}${options.healthPath}`, options.timeoutMs ?? 30_000);
  } catch (error) {
    await stopChild(child, pid);
    throw new Error(`${String(error)}\n${stderr.join("\n")}`, { cause: error });
  }
  const spawnToHealthyMs = performance.now() - startedAt;
  return {
    url,
    port,
    pid,
    spawnToHealthyMs,
    logLines,
    stderrTail: stderr,
    exited: () => (child.exitCode ?? child.signalCode ?? undefined)?.toString(),
    stop: () => stopChild(child, pid),
  };
}

async function waitForHealthy(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ${url} was up`);
    }
    try {
      const response = await rawGet(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    // A short poll: startup is measured to the first 200, so the interval bounds its error.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Ends the child by its PID (SIGTERM, then SIGKILL after 5 s) and waits until it has exited. */
async function stopChild(child: ChildProcess, pid: number): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(pid, "SIGTERM");
    const timer = setTimeout(() => {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Exited meanwhile.
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  }
  started.delete(pid);
}
