// The ceiling for throughput.ts: the same framework and adapter as the edge serving a byte-for-byte
// copy of one edge answer (its compressed body and its headers) from memory, as a static file
// server would. The edge's kept page can at best match it; the bare "hello" shows what the size
// of a real page costs on its own. Reads the copy from the JSON file `STATIC_COPY` names.
import { readFile } from "node:fs/promises";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

interface Copy {
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyBase64: string;
}

const file = process.env.STATIC_COPY;
if (!file) throw new Error("STATIC_COPY must name the copy's JSON file");
const copy = JSON.parse(await readFile(file, "utf8")) as Copy;
const body = Buffer.from(copy.bodyBase64, "base64");

const app = new Hono();
app.get("/", () => new Response(body, { status: 200, headers: copy.headers }));

const port = Number(process.env.PORT ?? 3998);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? "127.0.0.1" }, () => {
  console.log(JSON.stringify({ event: "static.ready", port }));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
