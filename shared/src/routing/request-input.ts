// What the shop accepts from a request (issue 16, finding 6; decision 0029): one rule for path
// segments, query values and JSON strings. Each function returns the message a client can show
// (English, as the other 4xx messages of the API), or undefined when the input is fine.

/** Tab, line feed and carriage return: the controls a text (a message, an address) may hold. */
const textControls = new Set([0x09, 0x0a, 0x0d]);
/** A UTF-16 surrogate without its pair: no character at all, refused by PostgreSQL. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text holds a C0 control character or DEL; `inText` allows tab and line breaks, which a
 * path never holds.
 */
export function hasControlCharacter(text: string, inText = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(inText && textControls.has(code))) return true;
  }
  return false;
}

/** Names a query parameter or JSON field in a message only when it is plain enough to show. */
const showableName = /^[A-Za-z0-9_.[\]-]{1,60}$/;

/** Percent-decodes UTF-8, `+` read as a space when asked; undefined for malformed encoding. */
export function percentDecoded(text: string, plusIsSpace = false): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? text.replaceAll("+", " ") : text);
  } catch {
    return undefined;
  }
}

/** `.` and `..`: segments that a URL resolver turns into another path. */
export function isDotSegment(segment: string): boolean {
  return segment === "." || segment === "..";
}

/**
 * Why a request path (as sent, percent-encoded) is refused: a segment that is not valid
 * percent-encoded UTF-8, that holds a control character, or that once decoded holds a backslash or
 * a dot segment (`..%2F`, `%2E%2E`), which would make it another path wherever it is decoded.
 */
export function pathProblem(rawPath: string): string | undefined {
  for (const segment of rawPath.split("/")) {
    const decoded = percentDecoded(segment);
    if (decoded === undefined) return "The address is not valid percent-encoding";
    if (hasControlCharacter(decoded)) return "The address contains a control character";
    if (decoded.includes("\\") || decoded.split("/").some(isDotSegment)) {
      return "The address contains a dot segment or a backslash";
    }
  }
  return undefined;
}

/** Why a decoded text (a query value, a JSON string) is refused, naming it as `what`. */
export function textProblem(text: string, what: string): string | undefined {
  if (hasControlCharacter(text, true)) return `${what} contains a control character`;
  if (loneSurrogate.test(text)) return `${what} is not valid text`;
  return undefined;
}

/** Why a query string (`?a=1&b=2`, as sent) is refused: malformed encoding or a bad text. */
export function queryProblem(rawSearch: string): string | undefined {
  for (const pair of rawSearch.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const cut = pair.indexOf("=");
    const name = percentDecoded(cut < 0 ? pair : pair.slice(0, cut), true);
    const value = cut < 0 ? "" : percentDecoded(pair.slice(cut + 1), true);
    const what =
      name !== undefined && showableName.test(name)
        ? `The query parameter ${name}`
        : "A query parameter";
    if (name === undefined || value === undefined) return `${what} is not valid percent-encoding`;
    const problem = textProblem(name, what) ?? textProblem(value, what);
    if (problem) return problem;
  }
  return undefined;
}

/** Why a request's address (path and query, as sent) is refused, or undefined. */
export function addressProblem(url: URL): string | undefined {
  return pathProblem(url.pathname) ?? queryProblem(url.search);
}

/**
 * Why a parsed JSON body is refused: a key or string value that is not valid text, named by its
 * place (`items[0].name`). Walks without recursion, so no nesting depth can overflow the stack.
 */
export function jsonProblem(body: unknown): string | undefined {
  // A place too long to show is not built any further (undefined): the message says "The body".
  const pending: [place: string | undefined, value: unknown][] = [["", body]];
  const within = (place: string | undefined, child: string) =>
    place !== undefined && place.length <= 60 ? `${place}${child}` : undefined;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [place, value] = next;
    const what = place && showableName.test(place) ? `The field ${place}` : "The body";
    if (typeof value === "string") {
      const problem = textProblem(value, what);
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([within(place, `[${index}]`), item]));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = textProblem(key, "A field name");
        if (keyProblem) return keyProblem;
        pending.push([within(place, place ? `.${key}` : key), item]);
      }
    }
  }
  return undefined;
}
