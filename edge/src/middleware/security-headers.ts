import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

export interface SecurityHeaderOptions {
  /** Served over HTTPS: send HSTS and upgrade insecure requests. */
  readonly secure: boolean;
  /** Origins besides the shop's own that slice assets may come from (a CDN). */
  readonly assetOrigins: readonly string[];
}

/**
 * The video players the content team's video block frames, and only after the shopper asked
 * for the video (decision 0043): YouTube's privacy-enhanced host and Vimeo's player.
 */
export const videoPlayerOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * Sovendus's voucher network on the thank-you page (decision 0047): its script, and the frame it
 * shows the offers in. The basket slice loads the script only after the shopper's consent.
 */
export const sovendusOrigin = "https://api.sovendus.com";

/**
 * Storyblok's visual editor, which frames a content page to show an editor's draft (decision
 * 0043; the shop's editor bridge accepts messages from this origin only).
 */
export const contentEditorOrigin = "https://app.storyblok.com";

/**
 * Whether a request asks for the editor's preview: Storyblok's editor adds `_storyblok` and its
 * signed token to the address it frames. Whether the draft is shown is the content slice's
 * check; here it only decides who may frame the answer.
 */
function asksForEditorPreview(address: string): boolean {
  // Most answers are for addresses without the marker: those are not parsed at all.
  if (!address.includes("_storyblok")) return false;
  const { searchParams } = new URL(address);
  return searchParams.has("_storyblok") && searchParams.has("_storyblok_tk[token]");
}

/** HSTS over HTTPS: two years, subdomains included. */
export const hstsValue = "max-age=63072000; includeSubDomains";

/**
 * Security headers on every response, by Hono's `secureHeaders` (decision 0026): a CSP that
 * allows exactly the shop's own origin and the slices' asset origins, no inline script or style
 * (server-rendered markup carries no `style` attributes) and no framing by others; HSTS for two
 * years over HTTPS; nosniff, a strict referrer policy and a permissions policy that turns off
 * what the shop never uses. Cross-Origin-Resource-Policy is not sent: slice assets come from a
 * CDN origin and product images appear in e-mails, both loaded from other origins.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const everyPage = headersFor(options, { framedBy: [] });
  // An editor's preview may be framed by the editor, and by nobody else (issue 19).
  const editorPreview = headersFor(options, { framedBy: [contentEditorOrigin] });
  return (c, next) =>
    asksForEditorPreview(c.req.url) ? editorPreview(c, next) : everyPage(c, next);
}

function headersFor(
  options: SecurityHeaderOptions,
  { framedBy }: { framedBy: readonly string[] },
): MiddlewareHandler {
  const assets = ["'self'", ...options.assetOrigins];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [...assets, sovendusOrigin],
      styleSrc: assets,
      imgSrc: [...assets, "data:"],
      fontSrc: assets,
      connectSrc: assets,
      frameSrc: ["'self'", ...videoPlayerOrigins, sovendusOrigin],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'", ...framedBy],
      ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.secure ? hstsValue : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      usb: [],
      payment: ["self"],
    },
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: false,
    // X-Frame-Options knows no list of origins: left out where CSP names the editor.
    xFrameOptions: framedBy.length === 0 ? "SAMEORIGIN" : false,
  });
}
