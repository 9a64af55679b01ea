import http from "node:http";

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The body exactly as received: still compressed when the server compressed it. */
  readonly body: Buffer;
}

const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Refuses anything but this machine: benchmarks never load a shared or remote server. */
export function assertLoopback(url: string): URL {
  const parsed = new URL(url);
  if (!loopback.has(parsed.hostname)) {
    throw new Error(`benchmarks only talk to 127.0.0.1/localhost, not ${parsed.hostname}`);
  }
  return parsed;
}

/** GET without decompression (unlike fetch), so compressed sizes can be counted. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const target = assertLoopback(url);
  return new Promise((resolve, reject) => {
    const request = http.get(target, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}
