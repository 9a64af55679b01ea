import { useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore } from "@shop/shared/store";

/** The order pages' own Redux store for their calls (cancel, complaint), made once per mount. */
export function OrdersStore({ children }: { readonly children: ReactNode }) {
  const [store] = useState(() => makeStore());
  return <Provider store={store}>{children}</Provider>;
}
