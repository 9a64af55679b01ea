// Where a redirect may send a shopper (issue 16, finding 1; decision 0029): every Location the
// shop sends is built here. A path stays on the shop's own origin; an address elsewhere is allowed
// only on the origin its configuration names. Dot segments are refused, never resolved, and a
// backslash never reaches a Location.
import { hasControlCharacter, pathProblem } from "./request-input.ts";

/** What a Location percent-encodes: a `%` starting no escape, any character URLs do not keep. */
const escapedInLocation = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu;
/** `https://host[:port]` and the rest of an absolute address. */
const absoluteAddress = /^(https?:\/\/[^/?#\\]*)(.*)$/is;

export interface LocationOptions {
  /**
   * The one external origin (`https://magazin.example`) the redirect's configuration names;
   * without it only paths on the shop's own origin are allowed.
   */
  readonly configuredOrigin?: string | undefined;
}

/** A decoded path as an address writes it: each segment percent-encoded, the slashes kept. */
export function encodedPath(decodedPath: string): string {
  return decodedPath.split("/").map(encodeURIComponent).join("/");
}

/** Percent-encodes what may not stand in a Location as it is: non-ASCII, spaces, a query's `\`. */
function escaped(part: string): string | undefined {
  try {
    return part.replace(escapedInLocation, (character) => encodeURIComponent(character));
  } catch {
    return undefined; // a lone surrogate: no character to encode
  }
}

/** The path on the shop's origin, or the configured origin and its path, split from the target. */
function originAndRest(
  target: string,
  configuredOrigin: string | undefined,
): [origin: string, rest: string] | undefined {
  if (/^\/(?![/\\])/.test(target)) return ["", target];
  const match = absoluteAddress.exec(target);
  if (!match || configuredOrigin === undefined) return undefined;
  const [, authority = "", rest = ""] = match;
  if (authority.includes("@")) return undefined;
  try {
    const { origin } = new URL(authority);
    return origin === configuredOrigin
      ? [origin, rest.startsWith("/") ? rest : `/${rest}`]
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Location header of a redirect to `target`, or undefined when the target would leave the
 * shop (`//host`, `/\host`, another scheme or origin), holds a control character, or has a path
 * with a dot segment or a backslash, raw or percent-encoded. Non-ASCII characters are
 * percent-encoded once; what is encoded already stays. Use it for every redirect and for a
 * `returnTo` before it is followed.
 */
export function safeLocation(target: string, options: LocationOptions = {}): string | undefined {
  if (hasControlCharacter(target)) return undefined;
  const split = originAndRest(target, options.configuredOrigin);
  if (!split) return undefined;
  const [origin, rest] = split;
  const cut = rest.search(/[?#]/);
  const rawPath = cut < 0 ? rest : rest.slice(0, cut);
  if (rawPath.includes("\\")) return undefined;
  const path = escaped(rawPath);
  const tail = escaped(cut < 0 ? "" : rest.slice(cut));
  if (path === undefined || tail === undefined || pathProblem(path)) return undefined;
  return `${origin}${path}${tail}`;
}

function originOf(target: string): string | undefined {
  if (!/^https:\/\//i.test(target)) return undefined;
  try {
    return new URL(target).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Location of a configured redirect (the rules file, the redirect table): its target, and for
 * a prefix rule the decoded rest of the request's path at its `*`, encoded segment by segment. An
 * https target keeps its own origin whatever the rest; undefined when the result is not safe.
 */
export function configuredLocation(target: string, decodedRest = ""): string | undefined {
  const configured = target.replace(/\*$/, "");
  return safeLocation(`${configured}${encodedPath(decodedRest)}`, {
    configuredOrigin: originOf(configured),
  });
}
