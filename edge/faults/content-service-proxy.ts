import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";

/**
 * How the content service answers: passing every call on, answering every call 500, resetting
 * every connection (unreachable), or taking calls and never answering (a black hole).
 */
export type ContentServiceMode = "answering" | "failing" | "unreachable" | "hanging";

/**
 * The content service's delivery API as the fault suite's instances reach it
 * (`SHOP_CONTENT_API_URL`, as production points them at Storyblok): an HTTP proxy in front of
 * the delivery API the edge serves itself, which the suite makes fail. No instance has a fault
 * hook of its own; the content service fails from the outside, as a remote one does.
 */
export class ContentServiceProxy {
  mode: ContentServiceMode = "answering";
  readonly #server: http.Server;
  readonly #sockets = new Set<Socket>();

  private constructor(server: http.Server) {
    this.#server = server;
  }

  /** Listens on a free port and passes calls on to `upstream` (an origin: scheme, host, port). */
  static async start(upstream: string): Promise<ContentServiceProxy> {
    const server = http.createServer();
    const proxy = new ContentServiceProxy(server);
    server.on("connection", (socket) => {
      proxy.#sockets.add(socket);
      socket.on("close", () => proxy.#sockets.delete(socket));
      if (proxy.mode === "unreachable") socket.destroy();
    });
    server.on("request", (request, response) => void proxy.#answer(upstream, request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return proxy;
  }

  /** The delivery API's address for `SHOP_CONTENT_API_URL`. */
  get deliveryUrl(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/content/v2`;
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  async #answer(
    upstream: string,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    if (this.mode === "unreachable") return void request.socket.destroy();
    if (this.mode === "hanging") return;
    if (this.mode === "failing") {
      response.writeHead(500, { "content-type": "application/json" });
      return void response.end(JSON.stringify({ error: "Internal Server Error" }));
    }
    try {
      const answer = await fetch(`${upstream}${request.url ?? "/"}`, {
        headers: { accept: request.headers.accept ?? "application/json" },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const name of ["content-type", "total", "per-page"]) {
        const value = answer.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      response.writeHead(answer.status, headers);
      response.end(body);
    } catch {
      response.writeHead(502).end();
    }
  }
}
