// The one client of the shop's API in the browser (issue 23 point 4, decision 0052): the retry,
// success and timeout rules in one place. RTK Query's base query (`@shop/shared/store`) runs on it.
export * from "./rules.ts";
export * from "./shop-api-error.ts";
export * from "./shop-fetch.ts";
export * from "./call-shop-api.ts";
