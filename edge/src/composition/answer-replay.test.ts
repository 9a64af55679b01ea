// Decision 0067: answers replayed before the framework, over real HTTP. A small app stands for the
// page route: it answers with a kept document and tells the replay, as `keptPage` does.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { rawRequest } from "../testing/raw-request.ts";
import { AnswerReplay } from "./answer-replay.ts";
import { documentCache, type CachedDocument } from "./document-cache.ts";

const documents = documentCache({ freshMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
const kept: CachedDocument = {
  status: 200,
  brotli: new Uint8Array([1, 2, 3]),
  gzip: new Uint8Array([4, 5, 6]),
};
let generation: string | undefined = "1:1";
let visitorOf = (address: string | undefined): string => `{"from":"${address ?? ""}"}`;
const viewed: string[] = [];
const answers = new AnswerReplay({
  documents,
  generation: () => generation,
  visitor: (incoming) => visitorOf(incoming.socket.remoteAddress),
  pageViewed: (slices) => viewed.push(...slices.map((slice) => slice.name)),
  maxEntries: 2,
});

/** How many requests reached the app, and what it answers (`setCookie`, `status`). */
let reachedApp = 0;
let setCookie: string | undefined;
let status = 200;
/** The app answers an unpacked copy, as for a client without compression. */
let unpacked = false;
const app = new Hono();
app.use(answers.recorder());
app.get("*", (c) => {
  reachedApp++;
  answers.note(c.req.raw, {
    key: "page:/de/",
    document: kept,
    body: unpacked ? new Uint8Array([9, 9, 9]) : kept.brotli,
    slices: [{ name: "mfe-catalog", version: "abc" }],
  });
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "br",
    "content-length": "3",
    "x-document-cache": "hit",
  });
  headers.append("set-cookie", "locale=de; Path=/");
  if (setCookie) headers.append("set-cookie", setCookie);
  return new Response(kept.brotli, { status, headers });
});

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(answers.around(getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  answers.clear();
  documents.invalidate(() => true);
  generation = "1:1";
  visitorOf = (address) => `{"from":"${address ?? ""}"}`;
  setCookie = undefined;
  status = 200;
  unpacked = false;
  reachedApp = 0;
  viewed.length = 0;
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return rawRequest(`${base}${path}`, { method, headers });
}

describe("answer replay", () => {
  it("answers a request like an earlier hit with its bytes and headers, without the app", async () => {
    documents.put("page:/de/", kept);
    const first = await get("/de/", { "accept-encoding": "br" });
    const again = await get("/de/", { "accept-encoding": "br" });
    expect(reachedApp).toBe(1);
    expect(answers.size).toBe(1);
    expect([...again.body]).toEqual([1, 2, 3]);
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _againDate, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.headers["set-cookie"]).toEqual(["locale=de; Path=/"]);
    // A replayed answer counts as a page view of the slices on it (the app counts its own).
    expect(viewed).toEqual(["mfe-catalog"]);
  });

  it("sends a request that differs in the address or a header the page reads to the app", async () => {
    documents.put("page:/de/", kept);
    await get("/de/", { "accept-encoding": "br" });
    // Headers no page reads do not keep requests apart.
    await get("/de/", { "accept-encoding": "br", referer: "http://127.0.0.1/elsewhere" });
    expect(reachedApp).toBe(1);
    await get("/de/?x=1", { "accept-encoding": "br" });
    await get("/de/", { "accept-encoding": "gzip" });
    await get("/de/", { "accept-encoding": "br", cookie: "sid=other" });
    expect(reachedApp).toBe(4);
  });

  it("detects the visitor again for another client address, and replays only the same visitor", async () => {
    documents.put("page:/de/", kept);
    await get("/de/");
    visitorOf = () => '{"from":"127.0.0.1"}';
    // The same detection from another address (simulated by a detection that ignores it).
    const entryAddressKept = await get("/de/");
    expect(entryAddressKept.status).toBe(200);
    expect(reachedApp).toBe(1);
    visitorOf = () => '{"from":"elsewhere","country":"fr"}';
    answers.clear();
    await get("/de/");
    expect(reachedApp).toBe(2);
  });

  it("goes to the app once a release or data changed, or while a change is being read", async () => {
    documents.put("page:/de/", kept);
    await get("/de/");
    generation = "2:1";
    await get("/de/");
    expect(reachedApp).toBe(2);
    await get("/de/");
    expect(reachedApp).toBe(2);
    generation = undefined;
    await get("/de/");
    await get("/de/");
    expect(reachedApp).toBe(4);
  });

  it("goes to the app once the kept document is gone or replaced", async () => {
    documents.put("page:/de/", kept);
    await get("/de/");
    documents.invalidate(() => true);
    await get("/de/");
    expect(reachedApp).toBe(2);
    documents.put("page:/de/", { ...kept });
    await get("/de/");
    expect(reachedApp).toBe(3);
  });

  it("never remembers an answer that drew a canary key, another status, a HEAD or unpacked bytes", async () => {
    documents.put("page:/de/", kept);
    setCookie = "edge_release_key=0123456789abcdef; Path=/";
    await get("/de/");
    expect(answers.size).toBe(0);
    setCookie = undefined;
    status = 404;
    await get("/de/");
    expect(answers.size).toBe(0);
    status = 200;
    await get("/de/", {}, "HEAD");
    expect(answers.size).toBe(0);
    unpacked = true;
    await get("/de/");
    expect(answers.size).toBe(0);
    unpacked = false;
    await get("/de/");
    expect(answers.size).toBe(1);
    await get("/de/", {}, "HEAD");
    expect(reachedApp).toBe(6);
  });

  it("holds at most its number of entries, the oldest going first", async () => {
    documents.put("page:/de/", kept);
    for (const path of ["/de/?a", "/de/?b", "/de/?c"]) await get(path);
    expect(answers.size).toBe(2);
    await get("/de/?a");
    expect(reachedApp).toBe(4);
    await get("/de/?c");
    expect(reachedApp).toBe(4);
  });
});
