import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { memoryLogger } from "@shop/shared/testing";
import { shutDownGracefully } from "./graceful-shutdown.ts";
import { Readiness } from "./readiness.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real HTTP server whose `/slow/:ms` answers after that long; `events` gets
 * "finished {path}" once the server has sent an answer in full.
 */
async function slowServer(events: string[] = []) {
  const app = new Hono();
  app.get("/slow/:ms", async (c) => {
    await wait(Number(c.req.param("ms")));
    return c.text("done");
  });
  const server = await new Promise<Server>((resolve) => {
    const started: Server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    ) as Server;
  });
  server.on("request", (request, response) => {
    response.on("finish", () => events.push(`finished ${request.url ?? ""}`));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
}

describe("graceful shutdown (issue 25, point 3)", () => {
  it("says draining at once, finishes the request in flight, then takes no connection", async () => {
    const events: string[] = [];
    const { server, base } = await slowServer(events);
    const readiness = new Readiness();
    const inFlight = fetch(`${base}/slow/400`).then(
      async (response) => `answered ${response.status} ${await response.text()}`,
    );
    await wait(50);
    const stopped = shutDownGracefully({
      server,
      readiness,
      logger: memoryLogger(),
      drainDelayMs: 100,
      timeoutMs: 5000,
      release: () => {
        events.push("released");
        return Promise.resolve();
      },
    });
    expect(readiness.draining).toBe(true);
    // Within the drain delay the instance still takes requests (the balancer has not noticed).
    expect((await fetch(`${base}/slow/0`, { headers: { connection: "close" } })).status).toBe(200);
    await stopped;
    // The client may read the answer after the server let go: the order is the server's.
    expect(await inFlight).toBe("answered 200 done");
    expect(events).toEqual(["finished /slow/0", "finished /slow/400", "released"]);
    await expect(fetch(`${base}/slow/0`)).rejects.toThrow();
  });

  it("cuts a request that outlives the timeout instead of waiting for it", async () => {
    const { server, base } = await slowServer();
    const hanging = fetch(`${base}/slow/10000`).then(
      () => "answered",
      () => "cut",
    );
    await wait(50);
    const startedAt = performance.now();
    const logger = memoryLogger();
    await shutDownGracefully({
      server,
      readiness: new Readiness(),
      logger,
      drainDelayMs: 0,
      timeoutMs: 200,
      release: () => Promise.resolve(),
    });
    expect(performance.now() - startedAt).toBeLessThan(5000);
    expect(await hanging).toBe("cut");
    expect(logger.lines.map((line) => line.event)).toContain("edge.shutdown_timeout");
  });
});
