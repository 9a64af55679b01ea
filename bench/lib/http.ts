import { rawRequest, type RawAnswer } from "../../edge/src/testing/raw-request.ts";

/** The body exactly as received: still compressed when the server compressed it. */
export type RawResponse = RawAnswer;

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
  return rawRequest(assertLoopback(url).href, { headers });
}
