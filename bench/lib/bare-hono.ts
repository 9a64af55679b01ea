// The baseline for throughput.ts: the same framework and adapter as the edge with none of its
// work, so the ratio shows what composing the page costs. Run as its own process, like the edge.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const html =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bare</title></head>' +
  "<body><h1>Hallo</h1></body></html>";

const app = new Hono();
app.get("/", (c) => c.html(html));

const port = Number(process.env.PORT ?? 3999);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? "127.0.0.1" }, () => {
  console.log(JSON.stringify({ event: "bare.ready", port }));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
