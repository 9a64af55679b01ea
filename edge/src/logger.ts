import type { Logger } from "@shop/shared/platform";

export type { Logger };

/** One JSON line per event on stdout/stderr: what operators grep and log shippers parse. */
export function jsonLogger(): Logger {
  const write = (level: string, event: string, fields: Record<string, unknown> = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
    (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (event, fields) => write("info", event, fields),
    error: (event, fields) => write("error", event, fields),
  };
}
