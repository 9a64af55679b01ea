/**
 * A Location header value: non-ASCII characters percent-encoded (headers are bytes), what is
 * encoded already left as it is.
 */
export function locationHeader(target: string): string {
  if (/^https?:\/\//.test(target)) return new URL(target).href;
  const url = new URL(target, "http://placeholder");
  return `${url.pathname}${url.search}${url.hash}`;
}
