import type { ApiError } from "@shop/shared";
import { shouldRetry } from "./retry.ts";

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

/**
 * Calls the shop's API with JSON (mutations send `content-type: application/json`, which the
 * edge requires with the same-origin `Origin`) and applies the retry rule of core spec point 9.
 * A non-2xx answer becomes a {@link ShopApiError}.
 */
export async function callShopApi<T>(
  fetchImpl: Fetch,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetchImpl(path, init);
    if (response.ok) return (await response.json()) as T;
    if (!shouldRetry(method, response.status, attempt)) {
      throw new ShopApiError(response.status, await errorBody(response));
    }
  }
}
