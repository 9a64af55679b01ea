import http from "node:http";
import https from "node:https";
import type { Context, MiddlewareHandler } from "hono";
import { edgeTokenHeader, type Logger } from "@shop/shared/platform";

/** Headers of one connection, never forwarded (RFC 9110, section 7.6.1). */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** What only the edge may tell a slice process; a client that sends them is not believed. */
function forgeable(name: string): boolean {
  return (
    name === "forwarded" ||
    name === "x-real-ip" ||
    name.startsWith("x-forwarded-") ||
    name.startsWith("x-shop-")
  );
}

/** The header names a `Connection` header lists: they belong to that connection only. */
function connectionListed(headers: { get(name: string): string | null | undefined }): Set<string> {
  const value = headers.get("connection") ?? "";
  return new Set(value.split(",").map((name) => name.trim().toLowerCase()));
}

export interface ForwardOptions {
  /** How long the slice process may take to answer in full (default 10 s); then 504. */
  readonly timeoutMs?: number;
  /** The scheme clients used (`X-Forwarded-Proto`); the request URL's by default. */
  readonly forwardedProto?: "http" | "https";
  /** Where an unreachable or slow slice process is reported. */
  readonly logger?: Logger;
}

class UpstreamTimeout extends Error {}

interface UpstreamAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

const agents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

/**
 * One exchange with the slice process over node:http: `fetch` may not set `Host`, and the slice
 * picks the shop by host. The answer is read in full within the timeout.
 */
function exchange(
  target: URL,
  method: string,
  headers: http.OutgoingHttpHeaders,
  body: Buffer | undefined,
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  const secure = target.protocol === "https:";
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      target,
      { method, headers, agent: secure ? agents.https : agents.http },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => {
          clearTimeout(timer);
          reject(error);
        });
        response.on("end", () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new UpstreamTimeout()), timeoutMs);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

/** The request's headers as the slice process gets them: the edge's word on who asked, and how. */
function upstreamHeaders(
  c: Context,
  token: string,
  clientAddress: string,
  proto: string,
): http.OutgoingHttpHeaders {
  const incoming = c.req.raw.headers;
  const listed = connectionListed(incoming);
  const headers: http.OutgoingHttpHeaders = {};
  incoming.forEach((value, name) => {
    if (hopByHop.has(name) || listed.has(name) || forgeable(name)) return;
    // The edge read the whole body already: its length is set anew, and nothing is to continue.
    if (name === "host" || name === "content-length" || name === "expect") return;
    headers[name] = value;
  });
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  return {
    ...headers,
    host,
    "x-forwarded-for": clientAddress,
    "x-forwarded-host": host,
    "x-forwarded-proto": proto,
    [edgeTokenHeader]: token,
  };
}

/** The slice process's answer as the client gets it: status, every header but hop-by-hop, body. */
function clientResponse(c: Context, answer: UpstreamAnswer): Response {
  const listed = connectionListed({ get: (name) => String(answer.headers[name] ?? "") });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || hopByHop.has(name) || listed.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const empty = c.req.method === "HEAD" || answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers,
  });
}

/**
 * Forwards a request to a slice API running as its own process (issue 14, point 5): method,
 * path, query and body go to `baseUrl`; hop-by-hop headers are dropped, and so is every
 * `Forwarded`, `X-Forwarded-*` and `X-Shop-*` header a client sent; `X-Forwarded-For` is set to the
 * platform's view of the client, `X-Forwarded-Host`/`-Proto` to what the client asked for, and
 * `x-shop-edge-token` to the internal token; `Host` is kept (the slice picks the shop by it).
 * The answer's status, headers (every `Set-Cookie`) and body come back as they are. An
 * unreachable process answers 502, one slower than the timeout 504, both as `{ error }`.
 */
export function forwardTo(
  baseUrl: string,
  token: string,
  clientAddress: (c: Context) => string,
  options: ForwardOptions = {},
): MiddlewareHandler {
  const base = new URL(baseUrl);
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw new Error(`A slice API's URL must be http(s), got "${baseUrl}"`);
  }
  const prefix = base.pathname.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (c) => {
    const incoming = new URL(c.req.url);
    const target = new URL(base);
    target.pathname = `${prefix}${incoming.pathname}`;
    target.search = incoming.search;
    const proto = options.forwardedProto ?? incoming.protocol.replace(/:$/, "");
    const method = c.req.method;
    const body =
      method === "GET" || method === "HEAD" ? undefined : Buffer.from(await c.req.arrayBuffer());
    const headers = upstreamHeaders(c, token, clientAddress(c), proto);
    if (body) headers["content-length"] = String(body.length);
    try {
      return clientResponse(c, await exchange(target, method, headers, body, timeoutMs));
    } catch (error) {
      const timedOut = error instanceof UpstreamTimeout;
      options.logger?.error(timedOut ? "forward.timeout" : "forward.unreachable", {
        path: c.req.path,
        upstream: base.origin,
        error: String(error),
      });
      return timedOut
        ? c.json({ error: "The service behind this path did not answer in time" }, 504)
        : c.json({ error: "The service behind this path is unreachable" }, 502);
    }
  };
}
