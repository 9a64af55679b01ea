import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { idempotencyKeyHeader, isIdempotencyKey } from "@shop/shared";

/**
 * The request's `Idempotency-Key`, or undefined when it sends none; a key that is not 16 to 64
 * letters, digits, `-` or `_` is a 400 before anything is changed.
 */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(idempotencyKeyHeader);
  if (key === undefined) return undefined;
  if (!isIdempotencyKey(key)) {
    throw new HTTPException(400, {
      message: `${idempotencyKeyHeader} must be 16 to 64 letters, digits, '-' or '_'`,
    });
  }
  return key;
}

/**
 * A repeat that cannot be answered: the key was used with another body (422), or the first call
 * with it is still running (409: the client may try again shortly).
 */
export function refusedRepeat(kind: "mismatch" | "in-progress"): never {
  if (kind === "mismatch") {
    throw new HTTPException(422, {
      message: `This ${idempotencyKeyHeader} was used for another request`,
    });
  }
  throw new HTTPException(409, {
    message: `A request with this ${idempotencyKeyHeader} is still being handled`,
  });
}
