import http from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardTo } from "./forward.ts";

const token = "internal-token-for-tests-0123";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in slice process: records what reached it, answers with two cookies; `/slow` never answers. */
function upstream() {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    if (request.url === "/api/shop/basket/slow") return;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.setHeader("set-cookie", ["sid=abc; Path=/; HttpOnly", "other=1; Path=/"]);
      response.setHeader("content-type", "application/json");
      response.setHeader("x-basket", "yes");
      response.statusCode = request.method === "POST" ? 201 : 200;
      response.end(JSON.stringify({ answered: request.url }));
    });
  });
  return { server, seen };
}

describe("forwarding a slice's paths to its own process", () => {
  const { server, seen } = upstream();
  let baseUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const edge = (url = () => baseUrl, timeoutMs?: number) =>
    new Hono().all("/api/shop/basket/*", (c, next) =>
      forwardTo(url(), token, () => "198.51.100.4", timeoutMs ? { timeoutMs } : {})(c, next),
    );

  it("passes method, path, query, body and Host on, with the edge's forwarding headers only", async () => {
    const response = await edge().request(
      "http://de.baby.localhost/api/shop/basket/basket_baby-de_abc123/?locale=de-de&x=%C3%A4",
      {
        method: "POST",
        body: JSON.stringify({ variantId: "v1", quantity: 2 }),
        headers: {
          "content-type": "application/json",
          cookie: "sid=abc",
          "x-forwarded-for": "10.0.0.1",
          "x-forwarded-host": "evil.example",
          forwarded: "for=10.0.0.1",
          "x-real-ip": "10.0.0.1",
          "x-shop-edge-token": "forged",
          "x-shop-anything": "forged",
          connection: "keep-alive, x-private",
          "x-private": "hop",
          "keep-alive": "timeout=5",
        },
      },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      answered: "/api/shop/basket/basket_baby-de_abc123/?locale=de-de&x=%C3%A4",
    });
    const [request] = seen.splice(0);
    expect(request?.method).toBe("POST");
    expect(request?.body).toBe(JSON.stringify({ variantId: "v1", quantity: 2 }));
    const headers = request?.headers ?? {};
    expect(headers.host).toBe("de.baby.localhost");
    expect(headers.cookie).toBe("sid=abc");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["x-forwarded-for"]).toBe("198.51.100.4");
    expect(headers["x-forwarded-host"]).toBe("de.baby.localhost");
    expect(headers["x-forwarded-proto"]).toBe("http");
    expect(headers["x-shop-edge-token"]).toBe(token);
    for (const dropped of [
      "forwarded",
      "x-real-ip",
      "x-shop-anything",
      "x-private",
      "keep-alive",
    ]) {
      expect(headers[dropped]).toBeUndefined();
    }
  });

  it("passes the answer's status, headers and every Set-Cookie back", async () => {
    const response = await edge().request("http://localhost/api/shop/basket/current/?locale=de-de");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      "sid=abc; Path=/; HttpOnly",
      "other=1; Path=/",
    ]);
    expect(response.headers.get("x-basket")).toBe("yes");
    expect(response.headers.get("connection")).toBeNull();
    expect(seen.splice(0)[0]?.method).toBe("GET");
  });

  it("answers 502 when the slice process is unreachable, 504 when it is too slow", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await edge(() => `http://127.0.0.1:${port}`).request("/api/shop/basket/x");
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({
      error: "The service behind this path is unreachable",
    });
    const slow = await edge(() => baseUrl, 200).request("/api/shop/basket/slow");
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({
      error: "The service behind this path did not answer in time",
    });
  });

  it("refuses a base URL that is not http(s) when it is configured", () => {
    expect(() => forwardTo("ftp://x", token, () => "")).toThrow(/must be http\(s\)/);
  });
});
