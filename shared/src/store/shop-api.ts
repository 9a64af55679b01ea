import {
  createApi,
  fetchBaseQuery,
  type FetchBaseQueryArgs,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";

/**
 * What a store's calls run with (the thunk's extra argument, see `makeStore`): the browser's own
 * `fetch` and same-origin paths unless a test names others.
 */
export interface ShopApiExtra {
  /** Prefixed to `/api/…`; empty in the browser, where calls are same-origin. */
  readonly origin?: string;
  readonly fetch?: FetchBaseQueryArgs["fetchFn"];
}

/**
 * Core spec point 9, HTTP retry: reads never; other methods once on 408, 425, 500, 502, 503
 * and 504. Not on 409 and 429, which the list also names: the shop answers 409 with the current
 * state, and 429 with `Retry-After` (a login or reset limit), so an immediate repeat cannot
 * succeed and would count as one more attempt (decision 0032).
 */
export const retriedStatuses: ReadonlySet<number> = new Set([408, 425, 500, 502, 503, 504]);

/** Whether a failed call is tried once more (see `retriedStatuses`). */
export function shouldRetryCall(method: string, status: unknown, attempt: number): boolean {
  return (
    attempt <= 1 && method !== "GET" && typeof status === "number" && retriedStatuses.has(status)
  );
}

/**
 * The shop's API as the browser calls it: `/api/…` on the page's own origin, with the session
 * cookie (`credentials: same-origin`), JSON bodies (`content-type: application/json`, which the
 * edge's guard on state-changing calls requires; the browser adds the same-origin `Origin` and
 * `Sec-Fetch-Site` it checks), JSON answers.
 */
const shopBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions: object,
) => {
  const extra = (api.extra ?? {}) as ShopApiExtra;
  return fetchBaseQuery({
    baseUrl: `${extra.origin ?? ""}/api/`,
    credentials: "same-origin",
    ...(extra.fetch ? { fetchFn: extra.fetch } : {}),
  })(args, api, extraOptions);
};

/** The method of a call's arguments (a bare path is a GET). */
function methodOf(args: string | FetchArgs): string {
  return typeof args === "string" ? "GET" : (args.method ?? "GET").toUpperCase();
}

const retryingBaseQuery = retry(shopBaseQuery, {
  backoff: () => Promise.resolve(),
  retryCondition: (error, args, { attempt }) =>
    shouldRetryCall(
      methodOf(args as string | FetchArgs),
      (error as FetchBaseQueryError).status,
      attempt,
    ),
});

/**
 * The one RTK Query API of the shop (house style, client data): every tag type is named here, and
 * each slice adds its endpoints with `shopApi.injectEndpoints`. Each slice's bundle has its own
 * copy, so endpoints never collide across slices; Redux Toolkit and React Redux themselves are
 * Module Federation singletons of the slices that use them.
 */
export const shopApi = createApi({
  reducerPath: "shopApi",
  baseQuery: retryingBaseQuery,
  tagTypes: ["User"],
  endpoints: () => ({}),
});
