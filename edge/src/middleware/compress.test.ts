import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, constants } from "node:zlib";
import { serve } from "@hono/node-server";
import { compress } from "./compress.ts";

/** An app whose page arrives in parts, with a pause before the last one. */
function streamingApp(): Hono {
  const app = new Hono();
  app.use(compress({ threshold: 0 }));
  app.get("/", () => {
    const encoder = new TextEncoder();
    const parts = ["<!doctype html><head>", "<body>".padEnd(4000, "x"), "</body></html>"];
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const part = parts[index++];
        if (part === undefined) return controller.close();
        if (index === parts.length) await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(encoder.encode(part));
      },
    });
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
  });
  return app;
}

describe("compress", () => {
  it("sends each streamed part compressed as soon as it is written", async () => {
    const response = await streamingApp().request("/", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    // The head decompresses on its own: the compressor flushed it before the rest existed.
    const head = brotliDecompressSync(Buffer.from(first.value ?? []), {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    });
    expect(head.toString()).toBe("<!doctype html><head>");
    await reader.cancel();
  });

  it("survives clients that hang up in the middle of a page (real sockets)", async () => {
    const server = serve({ fetch: streamingApp().fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const get = (hangUp: boolean) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(
          { host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br" } },
          (response) => {
            if (hangUp) {
              response.once("data", () => {
                request.destroy();
                resolve(0);
              });
              return;
            }
            let bytes = 0;
            response.on("data", (chunk: Buffer) => (bytes += chunk.length));
            response.on("end", () => resolve(bytes));
          },
        );
        request.on("error", (error) => (hangUp ? resolve(0) : reject(error)));
      });
    try {
      await Promise.all(Array.from({ length: 20 }, () => get(true)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await get(false)).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });

  it("leaves small, already encoded and binary responses alone", async () => {
    const app = new Hono();
    app.use(compress());
    app.get("/small", (c) =>
      c.body("ok", 200, { "content-type": "text/plain", "content-length": "2" }),
    );
    app.get("/image", (c) => c.body(new Uint8Array(5000), 200, { "content-type": "image/png" }));
    const small = await app.request("/small", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    const image = await app.request("/image", { headers: { "accept-encoding": "br" } });
    expect(image.headers.get("content-encoding")).toBeNull();
  });
});
