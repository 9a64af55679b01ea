import { idempotencyKeyHeader, type ApiError } from "@shop/shared";
import { shouldRetry, shouldRetryUnanswered } from "./retry.ts";

/** A refused call: its status and the shop's error body (which may carry the current basket). */
export class ShopApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiError> & Readonly<Record<string, unknown>>;

  constructor(status: number, body: Partial<ApiError> & Readonly<Record<string, unknown>>) {
    super(body.error ?? `The shop answered ${status}`);
    this.name = "ShopApiError";
    this.status = status;
    this.body = body;
  }

  /** A 404 without a translation key: the key is not this session's (or does not exist). */
  get isForeignKey(): boolean {
    return this.status === 404 && this.body.key === undefined;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function errorBody(response: Response): Promise<ShopApiError["body"]> {
  try {
    return (await response.json()) as ShopApiError["body"];
  } catch {
    return {};
  }
}

/** What a call may add: an `Idempotency-Key`, which makes a repeat of the call safe. */
export interface CallOptions {
  readonly idempotencyKey?: string;
}

/**
 * Calls the shop's API with JSON (mutations send `content-type: application/json`, which the
 * edge requires with the same-origin `Origin`) and applies the retry rule of core spec point 9.
 * A call with an `Idempotency-Key` is also repeated once, with the same key, when no answer came
 * at all (the connection broke): the shop answers the repeat with the first call's result
 * (issue 15, point 3). A non-2xx answer becomes a {@link ShopApiError}.
 */
export async function callShopApi<T>(
  fetchImpl: Fetch,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (options.idempotencyKey !== undefined) {
    headers[idempotencyKeyHeader.toLowerCase()] = options.idempotencyKey;
  }
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl(path, init);
    } catch (error) {
      if (options.idempotencyKey !== undefined && shouldRetryUnanswered(attempt)) continue;
      throw error;
    }
    if (response.ok) return (await response.json()) as T;
    if (!shouldRetry(method, response.status, attempt)) {
      throw new ShopApiError(response.status, await errorBody(response));
    }
  }
}
