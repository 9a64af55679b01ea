/** One JSON line per event on stdout/stderr: what operators grep and log shippers parse. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}
