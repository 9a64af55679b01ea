import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { shopApi, type ShopApiExtra } from "./shop-api.ts";

/** The store's reducer: the shop's API, nothing else yet. */
const rootReducer = combineSlices(shopApi);

/**
 * A new store (redux-templates' `makeStore`): one per fragment in the browser, one per render on
 * the server, one per test. `preloadedState` is what the server rendered with
 * (`serverStoreState`), so the browser's first render finds its queries answered and hydrates
 * without a refetch.
 */
export function makeStore(preloadedState?: Partial<ShopState>, extra: ShopApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (defaults) =>
      defaults({ thunk: { extraArgument: extra } }).concat(shopApi.middleware),
  });
}

export type ShopStore = ReturnType<typeof makeStore>;
export type ShopState = ReturnType<typeof rootReducer>;
export type ShopDispatch = ShopStore["dispatch"];

/**
 * The part of a store's state a fragment carries to the browser: the answered queries and what
 * they provide. Subscriptions and running requests belong to one page and are not carried.
 */
export function serverStoreState(store: ShopStore): Partial<ShopState> {
  const { queries, provided } = store.getState().shopApi;
  // The other parts start empty in the browser (each sub-reducer's own initial state).
  return { shopApi: { queries, provided } as ShopState["shopApi"] };
}
