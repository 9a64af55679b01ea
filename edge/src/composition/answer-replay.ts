import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { releaseKeyCookie } from "../release/release-cookie.ts";
import type { CachedDocument } from "./document-cache.ts";
import type { FragmentCache } from "./fragment-cache.ts";

/**
 * Request headers no page answer reads (`answer-replay-safety.test.ts` checks that none is read), left
 * out of a request's signature: browsers send them differently for the same page (where the
 * visitor came from, how the navigation started), which would keep the same page apart.
 */
export const unreadHeaders: ReadonlySet<string> = new Set([
  "referer",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-user",
  "sec-fetch-dest",
  "priority",
  "cache-control",
  "pragma",
  "upgrade-insecure-requests",
  "connection",
  "keep-alive",
]);

/** A kept document a page request was answered with (`keptPage`), told to the replay. */
export interface KeptAnswerNote {
  /** The document cache key it is kept under. */
  readonly key: string;
  readonly document: CachedDocument;
  /** The bytes answered: the document in the encoding the request accepted. */
  readonly body: Uint8Array;
  /** The slice versions on the page, counted as viewed on every answer. */
  readonly slices: readonly { readonly name: string; readonly version: string }[];
}

interface ReplayEntry {
  readonly generation: string;
  /** The client address of the request it was recorded for, and its detected visitor. */
  readonly address: string | undefined;
  readonly visitor: string;
  readonly key: string;
  readonly document: CachedDocument;
  readonly body: Uint8Array;
  readonly slices: KeptAnswerNote["slices"];
  /** The answer's headers as name, value, name, value, … (each `Set-Cookie` its own pair). */
  readonly headers: readonly string[];
}

export interface AnswerReplayOptions {
  readonly documents: FragmentCache<CachedDocument>;
  /**
   * What the edge's answers depend on besides the request: changes whenever a release or a
   * slice's data changes (or a change is announced); undefined while nothing may be replayed
   * (following builds, a change being read).
   */
  readonly generation: () => string | undefined;
  /** The visitor context the page route would detect for this request, as text. */
  readonly visitor: (incoming: IncomingMessage) => string;
  readonly pageViewed: (slices: KeptAnswerNote["slices"]) => void;
  readonly maxEntries: number;
}

/**
 * Answers a page request from the document cache before the framework sees it, when an earlier
 * request with the same signature (address and every header a page reads) and the same detected
 * visitor was answered with a kept document that is still fresh under the same releases and data
 * (decision 0067). The first request of each signature goes the whole way; the hit it gets is
 * remembered with its final headers, and the same request later gets the same bytes.
 */
export class AnswerReplay {
  private readonly options: AnswerReplayOptions;
  private readonly entries = new Map<string, ReplayEntry>();
  /** Per request (the framework's `Request`), the kept document it was answered with. */
  private readonly notes = new WeakMap<Request, KeptAnswerNote>();
  private readonly signatures = new WeakMap<IncomingMessage, string>();

  constructor(options: AnswerReplayOptions) {
    this.options = options;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The node request listener with replayed answers in front of `listener`. */
  around(
    listener: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown,
  ): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
    return (incoming, outgoing) => {
      if (incoming.method === "GET" && this.entries.size > 0) {
        const signature = this.signature(incoming);
        if (this.replay(signature, incoming, outgoing)) return;
        this.signatures.set(incoming, signature);
      }
      void listener(incoming, outgoing);
    };
  }

  /** The page route's note that this request is answered with a kept document. */
  note(request: Request, kept: KeptAnswerNote): void {
    this.notes.set(request, kept);
  }

  /**
   * The outermost middleware: remembers a GET answered with a fresh kept document, with the
   * headers every other middleware gave it, unless a release or data changed meanwhile or the
   * answer drew a canary key (a `Set-Cookie` of its own for this visitor).
   */
  recorder(): MiddlewareHandler {
    return async (c, next) => {
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const generation = incoming && c.req.method === "GET" ? this.options.generation() : undefined;
      await next();
      if (!incoming || generation === undefined) return;
      const kept = this.notes.get(c.req.raw);
      if (!kept || c.res.status !== 200 || this.options.generation() !== generation) return;
      // Only the kept bytes themselves: an unpacked copy for a client without compression would
      // hold a page per entry. The length is the body's own; an answer without a type would get
      // the server's default.
      const { body, document } = kept;
      if (body !== document.brotli && body !== document.gzip) return;
      if (!c.res.headers.has("content-type")) return;
      const headers = ["content-length", String(kept.body.length)];
      for (const [name, value] of c.res.headers) {
        if (name === "set-cookie" && value.startsWith(`${releaseKeyCookie}=`)) return;
        if (name !== "content-length") headers.push(name, value);
      }
      const signature = this.signatures.get(incoming) ?? this.signature(incoming);
      const visitor = this.options.visitor(incoming);
      const address = incoming.socket.remoteAddress;
      this.remember(signature, { ...kept, generation, headers, address, visitor });
    };
  }

  /** Drops every remembered answer (tests; a change is seen through `generation` otherwise). */
  clear(): void {
    this.entries.clear();
  }

  private replay(signature: string, incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    const entry = this.entries.get(signature);
    if (!entry) return false;
    // The visitor is detected from the signature's headers and the client address: the same
    // address is the same visitor; another one is detected again (its country may differ).
    if (
      entry.address !== incoming.socket.remoteAddress &&
      this.options.visitor(incoming) !== entry.visitor
    ) {
      return false;
    }
    if (
      entry.generation !== this.options.generation() ||
      this.options.documents.peek(entry.key) !== entry.document
    ) {
      this.entries.delete(signature);
      return false;
    }
    this.options.pageViewed(entry.slices);
    outgoing.writeHead(200, entry.headers as string[]);
    outgoing.end(entry.body);
    return true;
  }

  private remember(signature: string, entry: ReplayEntry): void {
    this.entries.delete(signature);
    this.entries.set(signature, entry);
    // Least recently remembered first: a replayed entry is not moved, it is cheap to make again.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  private signature(incoming: IncomingMessage): string {
    const raw = incoming.rawHeaders;
    let signature = incoming.url ?? "";
    for (let index = 0; index < raw.length; index += 2) {
      const name = (raw[index] ?? "").toLowerCase();
      if (!unreadHeaders.has(name)) signature += `\n${name}:${raw[index + 1] ?? ""}`;
    }
    return signature;
  }
}
