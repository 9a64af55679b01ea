import { promisify } from "node:util";
import zlib from "node:zlib";
import { chooseEncoding } from "../middleware/compress.ts";
import { FragmentCache } from "./fragment-cache.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A composed page as the document cache keeps it: compressed once, both ways (decision 0048). */
export interface CachedDocument {
  readonly status: number;
  readonly brotli: Uint8Array<ArrayBuffer>;
  readonly gzip: Uint8Array<ArrayBuffer>;
}

/**
 * Whether a page answer came from the document cache: the `x-document-cache` header; `stale`
 * for a document past its freshness, answered while the versions in its key cannot be
 * confirmed (decision 0054).
 */
export type DocumentCacheOutcome = "hit" | "stale" | "miss" | "bypass";

/**
 * How long past its freshness a kept document may still answer while a data version in its key
 * cannot be confirmed (the database or a slice's service out of reach; decision 0054).
 */
export const documentOutageMs = 10 * 60_000;

export const documentCacheHeader = "x-document-cache";

export interface DocumentCacheOptions {
  /** How long a document is served before the page is composed again. */
  readonly freshMs: number;
  readonly maxEntries: number;
  /** The most the compressed documents and their keys hold together. */
  readonly maxBytes: number;
  /** The clock (tests move it by hand). */
  readonly now?: () => number;
}

/** The document cache: least recently used documents go first past either bound. */
export function documentCache(options: DocumentCacheOptions): FragmentCache<CachedDocument> {
  return new FragmentCache<CachedDocument>({
    ...options,
    staleMs: documentOutageMs,
    sizeOf: (document) => document.brotli.length + document.gzip.length,
  });
}

/**
 * A document that may be kept: one without a nonce (a kept nonce would be the same for every
 * visitor and could be reused by an injected script). The shop's CSP needs none today, since
 * its only inline scripts are JSON data (decision 0048); this keeps a later one from being pinned.
 */
export function mayKeepDocument(html: string): boolean {
  return !/\snonce=/i.test(html);
}

/** Compresses a composed page once for every later visitor: brotli at quality 9 and gzip at 9. */
export async function cachedDocument(html: string, status: number): Promise<CachedDocument> {
  const bytes = Buffer.from(html);
  const [compressedBrotli, compressedGzip] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  // Copied out of zlib's pooled buffers, so a kept document holds only its own bytes.
  return { status, brotli: new Uint8Array(compressedBrotli), gzip: new Uint8Array(compressedGzip) };
}

/**
 * What the document cache has for a page request with a document key: a document to answer
 * with, or none, and whether this request composes the one the cache keeps (`keeps`).
 */
export type DocumentLookup =
  | { readonly kept: CachedDocument; readonly outcome: "hit" | "stale" }
  | { readonly kept: undefined; readonly keeps: boolean };

/**
 * Looks a page up in the document cache. A fresh document answers (`hit`). Past its freshness,
 * one request at a time composes the page again and keeps it, while the others get the document
 * they would have got a moment before (`stale`, decision 0062); it answers too, and no request
 * composes, while a data version in its key cannot be confirmed (decision 0054). Without any
 * document, every request composes its own page and only the first one keeps it. A request
 * that cannot keep one (`mayKeep` false: a HEAD request) never composes for the cache.
 */
export function lookUpDocument(
  documents: FragmentCache<CachedDocument>,
  key: string,
  options: { readonly mayKeep: boolean; readonly dataUnconfirmed: () => boolean },
): DocumentLookup {
  const fresh = documents.peek(key);
  if (fresh) return { kept: fresh, outcome: "hit" };
  const keeps = options.mayKeep && documents.claim(key);
  if (!keeps || options.dataUnconfirmed()) {
    const stale = documents.peek(key, true);
    if (stale) {
      if (keeps) documents.release(key);
      return { kept: stale, outcome: "stale" };
    }
  }
  return { kept: undefined, keeps };
}

/**
 * A cached document's answer in the encoding the client accepts (brotli, else gzip, else plain,
 * unpacked from the gzip copy), with the page's own headers of this request.
 */
export function cachedDocumentResponse(
  document: CachedDocument,
  { encoding, body }: ReturnType<typeof documentBody>,
  headers: Headers,
): Response {
  if (encoding) headers.set("content-encoding", encoding);
  headers.append("vary", "Accept-Encoding");
  headers.set("content-length", String(body.length));
  headers.set(documentCacheHeader, "hit");
  return new Response(body, { status: document.status, headers });
}

/** A cached document's bytes in the encoding the client accepts (brotli, else gzip, else plain). */
export function documentBody(
  document: CachedDocument,
  acceptEncoding: string,
): { readonly encoding: "br" | "gzip" | undefined; readonly body: Uint8Array<ArrayBuffer> } {
  const encoding = chooseEncoding(acceptEncoding);
  const body =
    encoding === "br"
      ? document.brotli
      : encoding === "gzip"
        ? document.gzip
        : new Uint8Array(zlib.gunzipSync(document.gzip));
  return { encoding, body };
}

/**
 * Passes a document's parts on and hands the whole document to `done` once the last one went;
 * `undefined` when the stream stopped before (the client hung up: the parts' `return()` ends the
 * loop at its `yield`; or a part failed).
 */
export async function* recordedParts(
  parts: AsyncGenerator<string>,
  done: (html: string | undefined) => void,
): AsyncGenerator<string> {
  const seen: string[] = [];
  let whole = false;
  try {
    for await (const part of parts) {
      seen.push(part);
      yield part;
    }
    whole = true;
  } finally {
    done(whole ? seen.join("") : undefined);
  }
}
