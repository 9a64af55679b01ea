import type { Server } from "node:http";
import type { Logger } from "@shop/shared/platform";
import type { Readiness } from "./readiness.ts";

export interface ShutdownOptions {
  readonly server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  readonly readiness: Readiness;
  readonly logger: Logger;
  /** How long `/readyz` says draining while connections are still taken. */
  readonly drainDelayMs: number;
  /** The most requests in flight get before their connections are cut. */
  readonly timeoutMs: number;
  /** Stops what uses the database, then closes it; runs once no request is left. */
  readonly release: () => Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops an instance without losing a request (issue 25, point 3): says draining, so the load
 * balancer stops sending new requests; after the drain delay stops taking connections and lets
 * requests in flight finish (idle keep-alive connections closed at once, the rest cut after the
 * timeout); then releases the database. Resolves with the number of milliseconds it took.
 */
export async function shutDownGracefully(options: ShutdownOptions): Promise<number> {
  const startedAt = performance.now();
  const { server, logger } = options;
  options.readiness.drain();
  logger.info("edge.draining", { drainDelayMs: options.drainDelayMs });
  await wait(options.drainDelayMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection becomes idle when its request is answered: closed then, not left
  // open until the client lets go of it.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => {
    logger.error("edge.shutdown_timeout", { timeoutMs: options.timeoutMs });
    server.closeAllConnections();
  }, options.timeoutMs);
  await closed;
  clearInterval(idle);
  clearTimeout(cut);
  await options.release();
  const ms = Math.round(performance.now() - startedAt);
  logger.info("edge.stopped", { ms });
  return ms;
}
