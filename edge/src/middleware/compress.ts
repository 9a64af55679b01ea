import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

export interface CompressOptions {
  /** Bodies smaller than this (when their length is known) are sent as they are. */
  readonly threshold?: number;
  /** Brotli quality for responses compressed on the fly (0–11; 4 is fast and still small). */
  readonly brotliQuality?: number;
}

const compressibleType = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** The encoding a response is compressed with for an `Accept-Encoding`: brotli first, else gzip. */
export function chooseEncoding(acceptEncoding: string): "br" | "gzip" | undefined {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/**
 * Compresses responses with brotli or gzip as the client accepts. Each chunk is flushed as it
 * passes, so a streamed page reaches the browser piece by piece, compressed.
 */
export function compress(options: CompressOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const brotliQuality = options.brotliQuality ?? 4;
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = Number(response.headers.get("content-length") ?? Number.NaN);
    const encoding = chooseEncoding(c.req.header("accept-encoding") ?? "");
    // Headers first: reading `body` turns a response made of bytes into a stream, which the
    // server then writes in pieces (an answer encoded already, a kept document, stays whole).
    if (
      !encoding ||
      c.req.method === "HEAD" ||
      response.headers.has("content-encoding") ||
      !response.body ||
      !compressibleType.test(response.headers.get("content-type") ?? "") ||
      length < threshold
    ) {
      return;
    }
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
          })
        : zlib.createGzip();
    const flushKind =
      encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
    const body = response.body.pipeThrough(flushingCompressor(compressor, flushKind));
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "Accept-Encoding");
    c.res = new Response(body, { status: response.status, headers });
  };
}

function flushingCompressor(
  compressor: zlib.BrotliCompress | zlib.Gzip,
  flushKind: number,
): TransformStream<Uint8Array, Uint8Array> {
  let output: TransformStreamDefaultController<Uint8Array> | undefined;
  // Once the client has gone, the readable side refuses chunks: stop compressing for it.
  let abandoned = false;
  const abandon = () => {
    abandoned = true;
    compressor.destroy();
  };
  compressor.on("data", (chunk: Buffer) => {
    if (abandoned) return;
    try {
      output?.enqueue(new Uint8Array(chunk));
    } catch {
      abandon();
    }
  });
  compressor.on("error", () => (abandoned = true));
  return new TransformStream({
    start(controller) {
      output = controller;
    },
    transform(chunk) {
      if (abandoned) return Promise.resolve();
      return new Promise<void>((resolve) => {
        compressor.write(chunk, () => {
          if (abandoned) resolve();
          else compressor.flush(flushKind, () => resolve());
        });
      });
    },
    flush() {
      if (abandoned) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        compressor.once("end", () => resolve());
        compressor.once("error", reject);
        compressor.end();
      });
    },
  });
}
