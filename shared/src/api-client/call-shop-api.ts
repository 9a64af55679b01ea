import { idempotencyKeyHeader } from "../events/commands.ts";
import { isSuccess } from "./rules.ts";
import { ShopApiError, type ShopApiErrorBody } from "./shop-api-error.ts";
import { shopFetch, type ShopFetchInit } from "./shop-fetch.ts";

/** What a JSON call adds to `shopFetch`'s options: a body to send as JSON, a named key. */
export interface ShopCallOptions extends Omit<ShopFetchInit, "body"> {
  /** Sent as JSON with `content-type: application/json` (which the edge's write guard requires). */
  readonly body?: unknown;
  /**
   * The call's `Idempotency-Key` (a command's id), for an endpoint that answers a repeat with
   * the first call's result: such a call is also repeated when no answer came.
   */
  readonly idempotencyKey?: string;
}

/** An answer's body: JSON by its content type, else text; nothing for an empty body. */
async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
}

async function errorBodyOf(response: Response): Promise<ShopApiErrorBody> {
  try {
    const body = await answerOf(response);
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as ShopApiErrorBody)
      : {};
  } catch {
    return {};
  }
}

/**
 * Calls the shop's API with JSON in and out by the rules of `shopFetch`, and answers the body of
 * a 200 or 201 (nothing for a 204). Any other answer is a {@link ShopApiError} with the status and
 * the shop's error body; so is no answer in time, or none at all (status 0).
 */
export async function callShopApi<T>(path: string, options: ShopCallOptions = {}): Promise<T> {
  const { body, idempotencyKey, ...init } = options;
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set("content-type", "application/json");
  if (idempotencyKey !== undefined) headers.set(idempotencyKeyHeader, idempotencyKey);
  const response = await shopFetch(path, {
    ...init,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!isSuccess(response.status)) {
    throw new ShopApiError(response.status, await errorBodyOf(response));
  }
  return (await answerOf(response)) as T;
}
