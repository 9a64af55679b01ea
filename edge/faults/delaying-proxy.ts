import net, { type AddressInfo } from "node:net";

/**
 * A TCP proxy in front of the database that holds everything a client sends for `delayMs`
 * before passing it on: with 2,000 every query takes two seconds more (the slow database of
 * issue 25, point 4); with 0 it passes everything at once.
 */
export class DelayingProxy {
  delayMs = 0;
  readonly #server: net.Server;
  readonly #sockets = new Set<net.Socket>();

  private constructor(server: net.Server) {
    this.#server = server;
  }

  static async start(targetPort: number): Promise<DelayingProxy> {
    const server = net.createServer();
    const proxy = new DelayingProxy(server);
    server.on("connection", (client) => {
      const upstream = net.connect(targetPort, "127.0.0.1");
      for (const socket of [client, upstream]) {
        proxy.#sockets.add(socket);
        socket.on("close", () => proxy.#sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      // Never earlier than the chunk before it: a delay changed mid-stream keeps the order.
      let lastAt = 0;
      client.on("data", (chunk) => {
        const at = Math.max(Date.now() + proxy.delayMs, lastAt);
        lastAt = at;
        setTimeout(() => upstream.write(chunk), at - Date.now());
      });
      upstream.pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return proxy;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
