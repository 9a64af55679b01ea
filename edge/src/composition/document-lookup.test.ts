import { describe, expect, it } from "vitest";
import {
  documentCache,
  lookUpDocument,
  recordedParts,
  type CachedDocument,
} from "./document-cache.ts";

const page = (label: string): CachedDocument => ({
  status: 200,
  brotli: new TextEncoder().encode(label),
  gzip: new TextEncoder().encode(label),
});

/** A document cache on a clock the test moves by hand, 100 ms fresh. */
function cacheWithClock() {
  let now = 0;
  const cache = documentCache({ freshMs: 100, maxEntries: 10, maxBytes: 10_000, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

const confirmed = { mayKeep: true, dataUnconfirmed: () => false };

describe("looking a page up in the document cache (decision 0062)", () => {
  it("answers a fresh document; past its freshness the first request composes, the others get it", () => {
    const { cache, advance } = cacheWithClock();
    const first = lookUpDocument(cache, "k", confirmed);
    expect(first).toEqual({ kept: undefined, keeps: true });
    // A second request while the first one composes: nothing to serve, composes without keeping.
    expect(lookUpDocument(cache, "k", confirmed)).toEqual({ kept: undefined, keeps: false });
    cache.put("k", page("one"));
    expect(lookUpDocument(cache, "k", confirmed)).toMatchObject({ outcome: "hit" });

    advance(150);
    expect(lookUpDocument(cache, "k", confirmed)).toEqual({ kept: undefined, keeps: true });
    const meanwhile = lookUpDocument(cache, "k", confirmed);
    expect(meanwhile).toMatchObject({ outcome: "stale" });
    expect(meanwhile.kept).toEqual(page("one"));
    cache.put("k", page("two"));
    expect(lookUpDocument(cache, "k", confirmed)).toEqual({ kept: page("two"), outcome: "hit" });
  });

  it("lets the next request compose once the one composing gives up", () => {
    const { cache, advance } = cacheWithClock();
    cache.put("k", page("one"));
    advance(150);
    expect(lookUpDocument(cache, "k", confirmed)).toMatchObject({ keeps: true });
    cache.release("k");
    expect(lookUpDocument(cache, "k", confirmed)).toMatchObject({ keeps: true });
  });

  it("answers past its freshness without composing while a data version cannot be confirmed", () => {
    const { cache, advance } = cacheWithClock();
    cache.put("k", page("one"));
    advance(150);
    const outage = { mayKeep: true, dataUnconfirmed: () => true };
    expect(lookUpDocument(cache, "k", outage)).toMatchObject({ outcome: "stale" });
    // The claim was given back: once the versions are read, a request composes.
    expect(lookUpDocument(cache, "k", confirmed)).toEqual({ kept: undefined, keeps: true });
  });

  it("never lets a request that reads no body compose the kept document", () => {
    const { cache, advance } = cacheWithClock();
    const head = { mayKeep: false, dataUnconfirmed: () => false };
    expect(lookUpDocument(cache, "k", head)).toEqual({ kept: undefined, keeps: false });
    cache.put("k", page("one"));
    advance(150);
    expect(lookUpDocument(cache, "k", head)).toMatchObject({ outcome: "stale" });
    expect(lookUpDocument(cache, "k", confirmed)).toEqual({ kept: undefined, keeps: true });
  });
});

describe("recordedParts", () => {
  async function* parts(): AsyncGenerator<string> {
    for (const part of ["<html>", "<body>", "</html>"]) yield await Promise.resolve(part);
  }

  it("hands the whole document over once the last part went", async () => {
    const recorded: (string | undefined)[] = [];
    const passed: string[] = [];
    for await (const part of recordedParts(parts(), (html) => recorded.push(html))) {
      passed.push(part);
    }
    expect(passed).toEqual(["<html>", "<body>", "</html>"]);
    expect(recorded).toEqual(["<html><body></html>"]);
  });

  it("reports an unfinished document when the reader stops early, so a claim is given back", async () => {
    const recorded: (string | undefined)[] = [];
    const stream = recordedParts(parts(), (html) => recorded.push(html));
    await stream.next();
    await stream.return(undefined);
    expect(recorded).toEqual([undefined]);
  });
});
