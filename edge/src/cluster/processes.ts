import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";

/** A port nothing listens on right now, from the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a program; its output goes where `stdio` says (the terminal, or nowhere). */
export function startProcess(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions,
): ChildProcess {
  // A process group of its own: a Ctrl-C in the terminal reaches the cluster's launcher only,
  // which then stops each process in order (a second signal would end an edge at once).
  return spawn(command, args, { env: { ...process.env, ...env }, stdio, detached: true });
}

/** Whether the process has ended (by itself or by a signal). */
const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Sends a signal and resolves once the process has ended. */
export async function endProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (hasEnded(child)) return;
  const ended = once(child, "exit");
  child.kill(signal);
  await ended;
}

/**
 * Polls `url` until it answers 200; rejects when `child` ends first or after `timeoutMs`.
 */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (hasEnded(child)) throw new Error(`the process behind ${url} ended before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
