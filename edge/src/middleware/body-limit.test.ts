import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtVersionFolder } from "../release/testing/derived-version.ts";
import { testEdge } from "../testing/edge-fixture.ts";

/** How a connection went on after its first answer. */
type Outcome =
  | { readonly first: string; readonly then: "closed" }
  | { readonly first: string; readonly then: "answered"; readonly second: string };

const second = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";

/** Whether a buffer holds one whole response (headers and a Content-Length body). */
function wholeResponse(text: string): string | undefined {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
  const total = end + 4 + length;
  return text.length >= total ? text.slice(0, total) : undefined;
}

/**
 * Sends `request` on a raw socket and reads one answer; then, unless that answer closed the
 * connection, sends a second request on the same socket and reads its answer. A connection left
 * half-read (the rest of the body taken for the next request, or no answer at all) hangs here and
 * fails on the given deadline.
 */
function exchange(port: number, request: readonly Buffer[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let first: string | undefined;
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection hung; received so far: ${JSON.stringify(received)}`));
    }, 10_000);
    const finish = (outcome: Outcome) => {
      clearTimeout(deadline);
      resolve(outcome);
    };
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      if (first !== undefined) return;
      first = wholeResponse(received);
      if (first === undefined) return;
      received = received.slice(first.length);
      if (!/\r\nconnection: *close\r\n/i.test(first)) socket.write(second);
    });
    // Writing the rest of a refused body may fail once the server has closed: that is allowed.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (first === undefined) {
        clearTimeout(deadline);
        reject(new Error(`closed without an answer: ${JSON.stringify(received)}`));
      } else if (/\r\nconnection: *close\r\n/i.test(first)) {
        finish({ first, then: "closed" });
      } else if (received) {
        finish({ first, then: "answered", second: received });
      } else {
        clearTimeout(deadline);
        reject(new Error(`closed after ${JSON.stringify(first)} without saying Connection: close`));
      }
    });
    for (const part of request) socket.write(part);
  });
}

/** A POST with a declared length. */
function declared(path: string, body: Buffer, type = "text/plain"): Buffer[] {
  const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return [Buffer.from(head), body];
}

/** A POST whose body comes in 1 KiB chunks, without Content-Length. */
function chunked(path: string, body: Buffer, type = "text/plain"): Buffer[] {
  const parts: Buffer[] = [
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ),
  ];
  for (let offset = 0; offset < body.length; offset += 1024) {
    const chunk = body.subarray(offset, offset + 1024);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return parts;
}

const report = JSON.stringify({
  mfe: "mfe-cms",
  version: builtVersionFolder("mfe-cms").version,
  fragment: "contentPage",
  phase: "load",
  message: "offline",
});
const oversize = Buffer.alloc(1024 * 1024, "x");

/** The connection after an over-limit body: closed after a 413 that said so, or still usable. */
function expectRefusedCleanly(outcome: Outcome): void {
  expect(outcome.first).toMatch(/^HTTP\/1\.1 413 /);
  if (outcome.then === "answered") expect(outcome.second).toMatch(/^HTTP\/1\.1 200 /);
  else expect(outcome.first).toMatch(/\r\nconnection: close\r\n/i);
}

let server: Server;
let port = 0;

beforeAll(async () => {
  const edge = await testEdge();
  server = serve({ fetch: edge.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a body over the limit on a real socket", () => {
  it("is answered 413 and the connection closed, for a declared length", async () => {
    const outcome = await exchange(port, declared("/api/telemetry/fragment-error", oversize));
    expectRefusedCleanly(outcome);
  });

  it("is answered 413 and the connection closed, for a chunked body", async () => {
    const outcome = await exchange(port, chunked("/api/telemetry/fragment-error", oversize));
    expectRefusedCleanly(outcome);
  });

  it("is answered alike on the guarded shop API (16 KiB), before its other checks", async () => {
    for (const request of [
      declared("/api/shop/cart/", oversize, "application/json"),
      chunked("/api/shop/cart/", oversize, "application/json"),
      declared("/api/shop/cart/", oversize, "text/plain"),
    ]) {
      expectRefusedCleanly(await exchange(port, request));
    }
  });

  it("leaves the connection usable after a body within the limit", async () => {
    for (const request of [
      declared("/api/telemetry/fragment-error", Buffer.from(report), "application/json"),
      chunked("/api/telemetry/fragment-error", Buffer.from(report), "application/json"),
    ]) {
      const outcome = await exchange(port, request);
      expect(outcome.first).toMatch(/^HTTP\/1\.1 204 /);
      expect(outcome).toMatchObject({ then: "answered" });
      if (outcome.then === "answered") expect(outcome.second).toMatch(/^HTTP\/1\.1 200 /);
    }
  });
});
