import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";

/**
 * Refuses request bodies over `maxBytes` with 413 (issue 15, point 6): at once when the declared
 * Content-Length is too large, after reading at most `maxBytes` of a chunked body otherwise. The
 * answer carries `Connection: close` and the server closes the connection after it, so the rest
 * of the body is never read and never taken for the next request (decision 0026).
 */
export function limitBody(maxBytes: number, message?: string): MiddlewareHandler {
  if (!Number.isInteger(maxBytes) || maxBytes < 1) {
    throw new RangeError(`maxBytes must be a positive integer, not ${maxBytes}`);
  }
  const refusal = message ?? `The body is larger than ${maxBytes} bytes`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("connection", "close");
      throw new HTTPException(413, { message: refusal });
    },
  });
}
