import type { Context } from "hono";

/** The socket's peer, as @hono/node-server passes it in the context's env (none in app.request). */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The client's address for rate limits: the socket's peer, unless that peer is one of the
 * configured trusted proxies; then the right-most `X-Forwarded-For` entry that is not itself a
 * trusted proxy. A header the client wrote is never believed on its own.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = socketAddress(c) ?? "unknown";
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const hop = forwarded[index];
    if (hop && !trustedProxies.includes(hop)) return hop;
  }
  return peer;
}
