import type { z } from "zod";
import { platformApiPath } from "./platform-api-contract.ts";

/** `fetch`, or a stand-in (tests wire it to an in-process app's `request`). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** How long one call to the edge's platform API may take. */
const callTimeoutMs = 10_000;

/** Why a call failed, with the network's own reason (`ECONNREFUSED`) where fetch wraps it. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === "string" ? cause.code : cause?.message;
  return typeof detail === "string" ? `${error.message} (${detail})` : error.message;
}

/** Calls of the edge's internal platform API, authenticated with the internal token. */
export interface PlatformApiClient {
  /** `GET {path}`, its JSON answer checked against `answer`. */
  get<T>(path: string, answer: z.ZodType<T>): Promise<T>;
  /** `POST {path}` with a JSON body, its JSON answer checked against `answer`. */
  post<T>(path: string, body: unknown, answer: z.ZodType<T>): Promise<T>;
  /** `POST {path}` with a JSON body, for calls that answer nothing (204). */
  send(path: string, body: unknown): Promise<void>;
}

/**
 * A client of `{edgeUrl}/_platform`. A failed call throws, naming the call and the edge's answer:
 * a slice must never read "the edge is down" as "no session" or "under the limit".
 */
export function platformApiClient(options: {
  readonly edgeUrl: string;
  readonly token: string;
  readonly fetchImpl?: FetchLike | undefined;
}): PlatformApiClient {
  const base = `${options.edgeUrl.replace(/\/+$/, "")}${platformApiPath}`;
  const fetchImpl = options.fetchImpl ?? fetch;
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await fetchImpl(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.token}`,
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      signal: AbortSignal.timeout(callTimeoutMs),
    }).catch((error: unknown) => {
      throw new Error(
        `The platform API at ${base} cannot be reached for ${path}: ${reason(error)}`,
      );
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => "");
      throw new Error(
        `The platform API answered ${response.status} to ${path}${detail ? `: ${detail}` : ""}`,
      );
    }
    return response;
  };
  const parsed = async <T>(path: string, response: Response, answer: z.ZodType<T>) => {
    const result = answer.safeParse(await response.json());
    if (!result.success) {
      throw new Error(`The platform API's answer to ${path} is malformed: ${result.error.message}`);
    }
    return result.data;
  };
  return {
    get: async (path, answer) => parsed(path, await call(path, { method: "GET" }), answer),
    post: async (path, body, answer) =>
      parsed(path, await call(path, { method: "POST", body: JSON.stringify(body) }), answer),
    send: async (path, body) => {
      const response = await call(path, { method: "POST", body: JSON.stringify(body) });
      await response.body?.cancel();
    },
  };
}
