import type { SerializedError } from "@reduxjs/toolkit";
import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";
import type { ApiError } from "../api/user.ts";

/** A failed call as a form shows it: the HTTP status (0 without an answer) and the shop's error body. */
export interface CallFailure {
  readonly status: number;
  readonly body: Partial<ApiError>;
}

function isApiErrorBody(data: unknown): data is Partial<ApiError> {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}

/**
 * The shop's error body (`{ error, key?, fields? }`, decision 0015) of a failed RTK Query call,
 * or an empty body when the call got no answer or no JSON (network, parsing, timeout).
 */
export function callFailure(error: FetchBaseQueryError | SerializedError | undefined): CallFailure {
  if (!error || !("status" in error)) return { status: 0, body: {} };
  const status = typeof error.status === "number" ? error.status : 0;
  return { status, body: isApiErrorBody(error.data) ? error.data : {} };
}
