import { HTTPException } from "hono/http-exception";
import { percentDecoded } from "@shop/shared";

/**
 * The path a page request is for: percent-decoded (raw and encoded non-ASCII paths are the same
 * page) with `+` read as a space (core spec point 2). Malformed encoding is a client error.
 */
export function decodeRequestPath(pathname: string): string {
  const decoded = percentDecoded(pathname, true);
  if (decoded === undefined) {
    throw new HTTPException(400, { message: "The address is not valid percent-encoding" });
  }
  return decoded;
}

/** Paths end in a slash (core spec point 2), except files such as `/robots.txt`. */
export function lacksTrailingSlash(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last !== "" && !/\.[a-z0-9]{1,8}$/i.test(last);
}
