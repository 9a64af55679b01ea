import { request, type IncomingHttpHeaders } from "node:http";

/** An answer over real HTTP as it came: status, headers and the body still encoded. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** One request over a fresh connection, without any decoding (unlike fetch). */
export function rawRequest(
  url: string,
  options: {
    readonly method?: string;
    readonly headers?: Record<string, string>;
    /** Gives up after this long without an answer (10 s). */
    readonly timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  const { method, headers, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
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
    sent.on("error", reject);
    sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`${url} timed out`)));
    sent.end();
  });
}
