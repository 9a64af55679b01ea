import fs from "node:fs/promises";
import path from "node:path";
import { memoryLogger } from "@shop/shared/testing";
import { afterAll, describe, expect, it } from "vitest";
import { FolderArtefactStore } from "../composition/artefact-store.ts";
import { FailureCounter } from "../composition/failure-counter.ts";
import { loadConfig } from "../config.ts";
import { testDatabase } from "../db/test-databases.ts";
import { builtVersionFolder } from "../release/testing/derived-version.ts";
import { releaseTestEdge, temporaryArtefactDir } from "../release/testing/release-edge.ts";
import { testEdge } from "../testing/edge-fixture.ts";
import { reportLimits, servedVersions, telemetryRoutes } from "./telemetry.ts";

const reportPath = "/api/telemetry/fragment-error";
const cms = builtVersionFolder("mfe-cms").version;
const report = {
  mfe: "mfe-cms",
  version: cms,
  fragment: "contentPage",
  phase: "load",
  message: "offline",
};

/** The environment @hono/node-server passes: the socket the request came in on. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** A POST as the shop's pages send it: same-origin JSON with keepalive. */
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers: {
    host: "localhost:3000",
    origin: "http://localhost:3000",
    "sec-fetch-site": "same-origin",
    "content-type": "application/json",
    ...headers,
  },
});

const artefactDir = temporaryArtefactDir();
afterAll(() => fs.rm(artefactDir, { recursive: true, force: true }));

describe("POST /api/telemetry/fragment-error", () => {
  it("counts a report on a built version per slice, version and phase", async () => {
    const edge = await testEdge();
    const accepted = await edge.app.request(reportPath, post(report));
    expect(accepted.status).toBe(204);
    expect(edge.failures.snapshot()).toEqual({ [`mfe-cms@${cms}`]: { load: 1 } });
  });

  it("refuses a slice or version the edge does not know with 400 and counts nothing", async () => {
    const edge = await testEdge();
    for (const refused of [
      { ...report, mfe: "somebody-else" },
      { ...report, version: "abc" },
      { ...report, version: "0123456789ab" },
      { ...report, mfe: "mfe-catalog" },
      { ...report, phase: "server" },
      "not json",
    ]) {
      const response = await edge.app.request(reportPath, post(refused));
      expect(response.status, JSON.stringify(refused)).toBe(400);
    }
    expect(edge.failures.snapshot()).toEqual({});
  });

  it("refuses reports from other sites and bodies that are not JSON, counting nothing", async () => {
    const edge = await testEdge();
    for (const [headers, status] of [
      [{ origin: "https://evil.example", "sec-fetch-site": "cross-site" }, 403],
      [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, 403],
      [{ "sec-fetch-site": "same-site" }, 403],
      [{ "content-type": "text/plain;charset=UTF-8" }, 415],
    ] as const) {
      const response = await edge.app.request(reportPath, post(report, headers));
      expect(response.status, JSON.stringify(headers)).toBe(status);
    }
    expect(edge.failures.snapshot()).toEqual({});
  });

  it("never writes the server-side counter of the live version", async () => {
    const edge = await testEdge();
    await edge.app.request(reportPath, post({ ...report, phase: "server" }));
    await edge.app.request(reportPath, post({ ...report, phase: "render" }));
    expect(edge.failures.snapshot()).toEqual({ [`mfe-cms@${cms}`]: { render: 1 } });
  });

  it("knows a version published to the artefact bucket but never built here", async () => {
    const published = "0123456789ab";
    await fs.cp(
      builtVersionFolder("mfe-cms").folder,
      path.join(artefactDir, "mfe-cms", published),
      { recursive: true },
    );
    const database = await testDatabase("pglite");
    try {
      const edge = releaseTestEdge({
        db: database.db,
        artefactDir,
        environment: `telemetry-${process.pid}`,
      });
      const accepted = await edge.app.request(reportPath, post({ ...report, version: published }));
      expect(accepted.status).toBe(204);
      const unknown = await edge.app.request(
        reportPath,
        post({ ...report, version: "ba9876543210" }),
      );
      expect(unknown.status).toBe(400);
      expect(edge.failures.snapshot()).toEqual({ [`mfe-cms@${published}`]: { load: 1 } });
    } finally {
      await database.dispose();
    }
  });

  it("refuses a body over 4 KB with 413 and Connection: close, declared or chunked", async () => {
    const edge = await testEdge();
    const big = JSON.stringify({ ...report, message: "x".repeat(5000) });
    const declared = await edge.app.request(reportPath, post(big));
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBe("close");
    const chunks = [big.slice(0, 3000), big.slice(3000)];
    const chunked = await edge.app.request(reportPath, {
      ...post(""),
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get("connection")).toBe("close");
    expect(edge.failures.snapshot()).toEqual({});
  });

  it("limits each client address: over the limit 429 with Retry-After, others unaffected", async () => {
    const edge = await testEdge();
    const statuses: number[] = [];
    for (let index = 0; index < reportLimits.burst; index += 1) {
      const response = await edge.app.request(reportPath, post(report), fromAddress("203.0.113.7"));
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([204]));
    const over = await edge.app.request(reportPath, post(report), fromAddress("203.0.113.7"));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Invalid reports spend tokens too: a client cannot probe versions past its limit.
    const probe = await edge.app.request(
      reportPath,
      post({ ...report, version: "0123456789ab" }),
      fromAddress("203.0.113.7"),
    );
    expect(probe.status).toBe(429);
    const other = await edge.app.request(reportPath, post(report), fromAddress("198.51.100.2"));
    expect(other.status).toBe(204);
    expect(edge.failures.snapshot()).toEqual({
      [`mfe-cms@${cms}`]: { load: reportLimits.burst + 1 },
    });
  });

  it("lets a limited client report again once Retry-After has passed", async () => {
    let now = 0;
    const failures = new FailureCounter();
    const app = telemetryRoutes({
      failures,
      logger: memoryLogger(),
      knownVersion: servedVersions(new FolderArtefactStore(loadConfig({}).sliceDists)),
      clientAddress: () => "203.0.113.7",
      limits: { burst: 2, perSecond: 0.25, maxClients: 10, now: () => now },
    });
    const once = () => app.request("/fragment-error", post(report));
    expect((await once()).status).toBe(204);
    expect((await once()).status).toBe(204);
    const limited = await once();
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBe(4);
    now += (wait - 1) * 1000;
    expect((await once()).status).toBe(429);
    now += 1000;
    expect((await once()).status).toBe(204);
    expect(failures.snapshot()).toEqual({ [`mfe-cms@${cms}`]: { load: 3 } });
  });
});
