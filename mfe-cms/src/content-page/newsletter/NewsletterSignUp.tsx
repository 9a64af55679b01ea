import { useState } from "react";
import { Provider } from "react-redux";
import type { ShopContext } from "@shop/shared";
import { makeStore } from "@shop/shared/store";
import { NewsletterForm } from "./NewsletterForm.tsx";

/**
 * The sign-up form with its own small store for its one call (house style, client data), so a
 * content page without the block loads no Redux state. This is the code a browser loads only
 * when the block is seen (`sign-up.browser.tsx`); the server renders it at once
 * (`sign-up.server.tsx`).
 */
export function NewsletterSignUp({ shop }: { readonly shop: ShopContext }) {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <NewsletterForm shop={shop} />
    </Provider>
  );
}
