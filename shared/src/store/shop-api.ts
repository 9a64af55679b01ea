import {
  createApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";
import { callShopApi, ShopApiError, type Fetch } from "../api-client/index.ts";

/**
 * What a store's calls run with (the thunk's extra argument, see `makeStore`): the browser's own
 * `fetch` and same-origin paths unless a test names others.
 */
export interface ShopApiExtra {
  /** Prefixed to `/api/…`; empty in the browser, where calls are same-origin. */
  readonly origin?: string;
  readonly fetch?: Fetch;
}

/** A call's address: `/api/{url}` with its defined `params` added to the query. */
function addressOf(origin: string, url: string, params: FetchArgs["params"]): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.size === 0 ? "" : `${url.includes("?") ? "&" : "?"}${query}`;
  return `${origin}/api/${url}${search}`;
}

/** A call's headers as `fetch` takes them (RTK Query also allows a header of undefined). */
function headersOf(headers: FetchArgs["headers"]): HeadersInit {
  if (headers instanceof Headers) return headers;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers ?? {});
  return entries.flatMap(([name, value]) =>
    name === undefined || value === undefined ? [] : [[name, value] as [string, string]],
  );
}

/** A failed call as RTK Query describes it: the status and the shop's body, or why none came. */
function queryErrorOf(error: ShopApiError): FetchBaseQueryError {
  if (error.failure === "refused") return { status: error.status, data: error.body };
  const status = error.failure === "timeout" ? "TIMEOUT_ERROR" : "FETCH_ERROR";
  return { status, error: error.message };
}

/**
 * The shop's API as the browser calls it, through the one API client (`callShopApi`, decision
 * 0052): `/api/…` on the page's own origin, its retry, success and time-limit rules, JSON bodies
 * and answers (an answer is read by its content type, so `responseHandler` is not needed).
 */
const shopBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
) => {
  const extra = (api.extra ?? {}) as ShopApiExtra;
  const call: FetchArgs = typeof args === "string" ? { url: args } : args;
  const { url, params, method, headers } = call;
  const body: unknown = call.body;
  try {
    const data = await callShopApi(addressOf(extra.origin ?? "", url, params), {
      ...(method === undefined ? {} : { method }),
      headers: headersOf(headers),
      body,
      signal: api.signal,
      ...(extra.fetch ? { fetch: extra.fetch } : {}),
    });
    return { data };
  } catch (error) {
    if (error instanceof ShopApiError) return { error: queryErrorOf(error) };
    return { error: { status: "FETCH_ERROR", error: String(error) } };
  }
};

/**
 * The one RTK Query API of the shop (house style, client data): every tag type is named here, and
 * each slice adds its endpoints with `shopApi.injectEndpoints`. Each slice's bundle has its own
 * copy, so endpoints never collide across slices; Redux Toolkit and React Redux themselves are
 * Module Federation singletons of the slices that use them.
 */
export const shopApi = createApi({
  reducerPath: "shopApi",
  baseQuery: shopBaseQuery,
  tagTypes: ["User"],
  endpoints: () => ({}),
});
