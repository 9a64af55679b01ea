// The client's rules over real HTTP (issue 23 point 4): a node:http server on 127.0.0.1 that
// answers by its path and records every request it got.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callShopApi, retriedStatuses, ShopApiError, shopFetch } from "./index.ts";

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let server: Server;
let origin = "";
const received: Received[] = [];

/** `/status/{n}` answers n with an error body, `/slow` never answers; anything else echoes. */
function answer(path: string, body: string): { status: number; json?: unknown } | undefined {
  const status = /^\/status\/(\d{3})$/.exec(path)?.[1];
  if (status) {
    return {
      status: Number(status),
      json: { error: `Refused with ${status}`, key: "test.refused" },
    };
  }
  if (path === "/slow") return undefined;
  if (path === "/created") return { status: 201, json: { created: true } };
  if (path === "/empty") return { status: 204 };
  return { status: 200, json: { echo: body ? (JSON.parse(body) as unknown) : null } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = request.url ?? "/";
      received.push({ method: request.method ?? "", path, headers: request.headers, body });
      const reply = answer(path, body);
      if (!reply) return;
      if (reply.json === undefined) return response.writeHead(reply.status).end();
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

async function failureOf(call: Promise<unknown>): Promise<ShopApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopApiError))
    throw new Error(`expected a ShopApiError, got ${String(error)}`);
  return error;
}

describe("the shop API client over HTTP (core spec point 9)", () => {
  it("sends JSON with its content type and answers the JSON of a 200", async () => {
    const answer = await callShopApi<{ echo: unknown }>(`${origin}/echo`, {
      method: "POST",
      body: { quantity: 2 },
    });
    expect(answer).toEqual({ echo: { quantity: 2 } });
    expect(received[0]?.headers["content-type"]).toBe("application/json");
    expect(received[0]?.headers.accept).toBe("application/json");
  });

  it("counts 201 as success, and a 204 as success without a body", async () => {
    expect(await callShopApi(`${origin}/created`, { method: "POST", body: {} })).toEqual({
      created: true,
    });
    expect(await callShopApi(`${origin}/empty`, { method: "DELETE" })).toBeUndefined();
  });

  it("never repeats an idempotent method: GET, HEAD, PUT and DELETE on 503", async () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE"]) {
      received.length = 0;
      const failure = await failureOf(callShopApi(`${origin}/status/503`, { method }));
      expect(failure.status).toBe(503);
      expect(received).toHaveLength(1);
      expect(received[0]?.headers["idempotency-key"]).toBeUndefined();
    }
  });

  it.each([...retriedStatuses])(
    "repeats a POST once on %i, with the same Idempotency-Key",
    async (status) => {
      const failure = await failureOf(
        callShopApi(`${origin}/status/${status}`, { method: "POST", body: { a: 1 } }),
      );
      expect(failure.status).toBe(status);
      expect(received).toHaveLength(2);
      const [first, second] = received.map((request) => request.headers["idempotency-key"]);
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(second).toBe(first);
      expect(received[1]?.body).toBe('{"a":1}');
    },
  );

  it("keeps the caller's Idempotency-Key on both tries", async () => {
    const idempotencyKey = "command-0123456789abcdef";
    await failureOf(callShopApi(`${origin}/status/502`, { method: "POST", idempotencyKey }));
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([
      idempotencyKey,
      idempotencyKey,
    ]);
  });

  it.each([400, 401, 404, 422])("does not repeat a POST refused with %i", async (status) => {
    await failureOf(callShopApi(`${origin}/status/${status}`, { method: "POST", body: {} }));
    expect(received).toHaveLength(1);
  });

  it("gives the status, the server's message and its key in a typed error", async () => {
    const failure = await failureOf(callShopApi(`${origin}/status/404`));
    expect(failure).toMatchObject({
      name: "ShopApiError",
      status: 404,
      failure: "refused",
      message: "Refused with 404",
      key: "test.refused",
      body: { error: "Refused with 404", key: "test.refused" },
    });
  });

  it("ends a try that gets no answer in time with a timeout error", async () => {
    const failure = await failureOf(callShopApi(`${origin}/slow`, { timeoutMs: 100 }));
    expect(failure).toMatchObject({ status: 0, failure: "timeout" });
    expect(received).toHaveLength(1);
  });

  it("repeats a call with a named key once when no answer came, with the same key", async () => {
    const idempotencyKey = "command-0123456789abcdef";
    const failure = await failureOf(
      callShopApi(`${origin}/slow`, { method: "POST", idempotencyKey, timeoutMs: 100 }),
    );
    expect(failure.failure).toBe("timeout");
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([
      idempotencyKey,
      idempotencyKey,
    ]);
  });

  it("is a network error of status 0 when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await failureOf(callShopApi(`http://127.0.0.1:${port}/gone`));
    expect(failure).toMatchObject({ status: 0, failure: "network" });
  });

  it("leaves the caller's own abort as it is", async () => {
    const controller = new AbortController();
    const call = shopFetch(`${origin}/slow`, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("answers the final response of shopFetch, whatever its status", async () => {
    const response = await shopFetch(`${origin}/status/503`, { method: "POST", keepalive: true });
    expect(response.status).toBe(503);
    expect(received.filter((request) => request.path === "/status/503")).toHaveLength(2);
  });
});
