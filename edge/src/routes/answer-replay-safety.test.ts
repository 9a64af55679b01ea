// Nothing personal is ever replayed to another visitor (issue 24; decision 0067): the edge over
// real HTTP with its answer replay in front, a signed-in customer with a basket and anonymous
// visitors asking for the same pages in both orders; and no page reads a header the replay's
// signature leaves out.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { unreadHeaders } from "../composition/answer-replay.ts";
import { customerFirstName, customerWithBasket } from "../testing/customer-with-basket.ts";
import { testEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";
import { rawRequest } from "../testing/raw-request.ts";

/** The release registry's changes, as the test moves them (a promotion, a rollback). */
let releaseGeneration = 1;
const edge = await testEdge({
  store: (builds) => ({
    live: (name, context) => builds.live(name, context),
    browserFile: (name, version, file) => builds.browserFile(name, version, file),
    generation: () => releaseGeneration,
  }),
});
const { app, answers } = edge;
if (!answers) throw new Error("the test edge has no document cache");
let reachedApp = 0;
const listener = getRequestListener((request, env) => {
  reachedApp++;
  return app.fetch(request, env);
});

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(answers.around(listener));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Page {
  readonly cache: string | undefined;
  readonly setCookie: readonly string[];
  readonly html: string;
}

/** A page over HTTP as a browser asks for it (brotli), its body unpacked. */
async function page(path: string, cookie?: string): Promise<Page> {
  const headers = { "accept-encoding": "br", ...(cookie ? { cookie } : {}) };
  const answer = await rawRequest(`${base}${path}`, { headers });
  const packed = answer.headers["content-encoding"] === "br";
  return {
    cache: answer.headers["x-document-cache"] as string | undefined,
    setCookie: answer.headers["set-cookie"] ?? [],
    html: (packed ? zlib.brotliDecompressSync(answer.body) : answer.body).toString(),
  };
}

/** Asks until the page is a hit (it is kept once compressed, a moment after the first answer). */
async function untilHit(path: string, cookie?: string): Promise<Page> {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await page(path, cookie);
    if (answer.cache === "hit") return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never kept`);
}

/** Asks once more and says whether the answer was replayed (the app never saw it). */
async function replayed(path: string, cookie?: string): Promise<Page & { replayed: boolean }> {
  const before = reachedApp;
  const answer = await page(path, cookie);
  return { ...answer, replayed: reachedApp === before };
}

const basketCount = (html: string) => /data-testid="mini-basket-count">(\d+)</.exec(html)?.[1];
const showsCustomer = (answer: Page) =>
  answer.html.includes(customerFirstName) || answer.setCookie.some((set) => /^sid=/.test(set));

/** The customer's own page, composed for them on every request and never replayed. */
async function expectComposedForThem(path: string, cookie: string): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const own = await replayed(path, cookie);
    expect(own.replayed).toBe(false);
    expect(own.cache).toBe("bypass");
    expect(own.html).toContain(customerFirstName);
    expect(basketCount(own.html)).toBe("1");
  }
}

describe("the answer replay and personal state", () => {
  it(
    "replays the signed-in customer's and the anonymous visitor's pages each to their own, in both orders",
    { timeout: 90_000 },
    async () => {
      const cookie = await customerWithBasket(app);
      const product = encodeURI((await productPaths(app, "1000005")).de);
      for (const [path, first, second] of [
        ["/de/", cookie, undefined],
        [product, undefined, cookie],
      ] as const) {
        await untilHit(path, first);
        await untilHit(path, second);
        for (const who of [first, second, first, second]) {
          const answer = await replayed(path, who);
          expect(answer.replayed).toBe(true);
          expect(answer.cache).toBe("hit");
          expect(showsCustomer(answer)).toBe(false);
          expect(basketCount(answer.html)).toBe("0");
        }
      }
      // A session without its marker gets the page composed for it, with the customer in it;
      // it is never replayed, to them or to anyone.
      const unmarked = cookie.replace("; personal-state=1", "");
      await expectComposedForThem("/de/", unmarked);
      const anonymous = await replayed("/de/");
      expect(anonymous.replayed).toBe(true);
      expect(showsCustomer(anonymous)).toBe(false);
      // The cookies are the visitor's: one who has the language cookie is not told to set it.
      expect(anonymous.setCookie.some((set) => set.startsWith("locale="))).toBe(true);
      await untilHit("/de/", "locale=de");
      const withLanguage = await replayed("/de/", "locale=de");
      expect(withLanguage.replayed).toBe(true);
      expect(withLanguage.setCookie).toEqual([]);
      // The basket page is the customer's own: composed for them every time, never replayed.
      await expectComposedForThem("/de/warenkorb/", cookie);
      const anonymousBasket = await replayed("/de/warenkorb/");
      expect(anonymousBasket.replayed).toBe(false);
      expect(showsCustomer(anonymousBasket)).toBe(false);
    },
  );

  it("asks the app again once a release changed", async () => {
    await untilHit("/de/kueche/");
    expect((await replayed("/de/kueche/")).replayed).toBe(true);
    releaseGeneration++;
    expect((await replayed("/de/kueche/")).replayed).toBe(false);
    expect((await replayed("/de/kueche/")).replayed).toBe(true);
  });

  it("asks the app again once the kept page is dropped (as a change of its data drops it)", async () => {
    await untilHit("/de/suche/?q=topf");
    expect((await replayed("/de/suche/?q=topf")).replayed).toBe(true);
    edge.documentCache?.invalidate(() => true);
    expect((await replayed("/de/suche/?q=topf")).replayed).toBe(false);
  });

  it("reads none of the headers its signature leaves out when answering a page", async () => {
    const read = new Set<string>();
    const get = vi.spyOn(Headers.prototype, "get");
    const has = vi.spyOn(Headers.prototype, "has");
    const iterated = vi.spyOn(Headers.prototype, "forEach");
    try {
      const headers: Record<string, string> = { host: "localhost", "accept-encoding": "br" };
      for (const name of unreadHeaders) headers[name] = "x";
      const response = await app.request("/de/", { headers });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      for (const call of [...get.mock.calls, ...has.mock.calls]) read.add(call[0].toLowerCase());
      expect([...unreadHeaders].filter((name) => read.has(name))).toEqual([]);
      expect(read.has("accept-encoding")).toBe(true);
      // Reading every header at once would read the left-out ones too.
      expect(iterated).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
      has.mockRestore();
      iterated.mockRestore();
    }
  });
});
