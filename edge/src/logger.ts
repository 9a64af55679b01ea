/** One JSON line per event on stdout/stderr: what operators grep and log shippers parse. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

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

/** A logger that keeps what it was told (tests read it). */
export function memoryLogger(): Logger & {
  readonly lines: { level: string; event: string; fields: Record<string, unknown> }[];
} {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (event, fields = {}) => lines.push({ level: "info", event, fields }),
    error: (event, fields = {}) => lines.push({ level: "error", event, fields }),
  };
}
