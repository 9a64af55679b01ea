import type { CatalogClient } from "../client.ts";

/** One call a fake client was asked: the method's name and its arguments. */
export type ClientCall = readonly [method: keyof CatalogClient, ...args: unknown[]];

const methods = [
  "product",
  "search",
  "navigation",
  "categoryPaths",
  "recommendationSlots",
  "recommendations",
  "slotRecommendations",
] as const satisfies readonly (keyof CatalogClient)[];

/**
 * A catalogue client for renderer tests: each method answers as given, one not given fails as
 * an unreachable API would; every call is recorded in order.
 */
export function fakeCatalogClient(
  answers: Partial<CatalogClient> = {},
): CatalogClient & { readonly calls: ClientCall[] } {
  const calls: ClientCall[] = [];
  const client = Object.fromEntries(
    methods.map((method) => [
      method,
      (...args: unknown[]) => {
        calls.push([method, ...args]);
        const answer = answers[method] as ((...given: unknown[]) => Promise<unknown>) | undefined;
        return answer ? answer(...args) : Promise.reject(new Error(`${method} is not faked`));
      },
    ]),
  ) as unknown as CatalogClient;
  return Object.assign(client, { calls });
}
