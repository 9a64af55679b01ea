import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";

/** A random anonymous id, as the browser keeps under local storage `userId`. */
export function randomAnonymousId(): string {
  return randomBytes(16).toString("hex");
}

/** The platform's session cookie, `sid` (or `__Host-sid` over https), as a `Set-Cookie` sets it. */
const sessionCookie = /^((?:__Host-)?sid)=([^;]*)/;

/**
 * One browser of one shop against a running server, over real HTTP: it sends the shop's `Host`
 * (the shop is picked by host, and `*.localhost` names do not resolve everywhere, which is why
 * this speaks node:http rather than fetch), keeps its session cookie like a browser, and sends
 * JSON the way the shop's pages do.
 */
export class HttpVisitor {
  /** `sid=…` once the server set a session cookie. */
  cookie: string | undefined;
  /** Every `Set-Cookie` of the last answer. */
  lastSetCookies: string[] = [];
  private readonly baseUrl: URL;
  private readonly host: string;
  private readonly headers: Readonly<Record<string, string>>;

  constructor(baseUrl: string, host: string, headers: Readonly<Record<string, string>> = {}) {
    this.baseUrl = new URL(baseUrl);
    this.host = host;
    this.headers = headers;
  }

  /** One call; the answer as a `Response` (status, every header, body). */
  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<Response> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const response = await exchange(new URL(path, this.baseUrl), {
      method,
      headers: {
        ...this.headers,
        ...headers,
        host: this.host,
        accept: "application/json",
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(payload
          ? { "content-type": "application/json", "content-length": String(payload.length) }
          : {}),
      },
      body: payload,
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const match = sessionCookie.exec(line);
      if (match) this.cookie = match[2] ? `${match[1]}=${match[2]}` : undefined;
    }
    return response;
  }
}

function exchange(
  url: URL,
  options: { method: string; headers: http.OutgoingHttpHeaders; body: Buffer | undefined },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      { method: options.method, headers: options.headers, signal: AbortSignal.timeout(15_000) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? ""])
              headers.append(name, one);
          }
          const status = response.statusCode ?? 0;
          const empty = status === 204 || status === 304 || options.method === "HEAD";
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
