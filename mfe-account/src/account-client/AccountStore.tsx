import { useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore, type ShopState } from "@shop/shared/store";

/**
 * The account page's own Redux store, made once from the state the server rendered with, so its
 * answered queries hydrate without a refetch (house style, client data).
 */
export function AccountStore({
  preloaded,
  children,
}: {
  readonly preloaded?: Partial<ShopState>;
  readonly children: ReactNode;
}) {
  const [store] = useState(() => makeStore(preloaded));
  return <Provider store={store}>{children}</Provider>;
}
