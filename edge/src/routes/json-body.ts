import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

/**
 * Reads a request's JSON body; anything unparsable is a 400. Content type and size are checked
 * before, by the guard on state-changing calls (middleware/json-mutations.ts).
 */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: "The body must be valid JSON" });
  }
}
