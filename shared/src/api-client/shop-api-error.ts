import type { ApiError } from "../api/user.ts";

/** The shop's error body (`{ error, key?, fields? }`, decision 0015), with whatever else it carries. */
export type ShopApiErrorBody = Partial<ApiError> & Readonly<Record<string, unknown>>;

/** Why a call failed: the shop refused it, no answer came in time, or none came at all. */
export type ShopApiFailure = "refused" | "timeout" | "network";

/**
 * A failed call to the shop's API. `status` is the answer's status (0 without an answer), `body`
 * the shop's error body, and the message the body's `error` when the shop gave one.
 */
export class ShopApiError extends Error {
  readonly status: number;
  readonly body: ShopApiErrorBody;
  readonly failure: ShopApiFailure;

  constructor(
    status: number,
    body: ShopApiErrorBody,
    failure: ShopApiFailure = "refused",
    message = typeof body.error === "string" ? body.error : `The shop answered ${status}`,
  ) {
    super(message);
    this.name = "ShopApiError";
    this.status = status;
    this.body = body;
    this.failure = failure;
  }

  /** The translation key of the shop's message, where it named one. */
  get key(): string | undefined {
    return this.body.key;
  }
}
