import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  /** Served over HTTPS: send HSTS. */
  readonly secure: boolean;
  /** Origins besides the shop's own that slice assets may come from (a CDN). */
  readonly assetOrigins: readonly string[];
}

/**
 * Security headers on every response (issue: strict security headers): a CSP that allows exactly
 * the shop's own origin and the slices' asset origins and no framing by others, HSTS for two years
 * over HTTPS, nosniff, a strict referrer policy and a permissions policy that turns off what the
 * shop never uses.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const assets = ["'self'", ...options.assetOrigins].join(" ");
  const csp = [
    "default-src 'self'",
    `script-src ${assets}`,
    `style-src ${assets}`,
    `img-src ${assets} data:`,
    `font-src ${assets}`,
    `connect-src ${assets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(options.secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  const headers: Record<string, string> = {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()",
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "SAMEORIGIN",
  };
  if (options.secure) headers["strict-transport-security"] = "max-age=63072000; includeSubDomains";
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
