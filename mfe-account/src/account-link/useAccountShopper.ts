import { useCallback, useEffect, useState } from "react";
import { emitShopEvent, hasPersonalState, type ShopContext } from "@shop/shared";
import { anonymousShopper, type AccountShopper } from "./account-shopper.ts";
import type { AccountLinkState } from "./AccountLink.tsx";
import { visitorAccountShopper } from "./visitor-shopper-read.ts";

/**
 * Who the header's account entry shows: the server's shopper, or on a kept page with a session
 * (decision 0059) the visitor's own, read from the account API after hydrating. Announces the
 * shopper's e-mail hash once for the consent slice's `page-data-ready` (`account:shopper`, core
 * spec point 7): at once, or after that read. `loggedOut` resets to anonymous at once (core spec
 * point 4).
 */
export function useAccountShopper(
  shop: ShopContext,
  state: AccountLinkState,
): { readonly shopper: AccountShopper; readonly loggedOut: () => void } {
  const [shopper, setShopper] = useState<AccountShopper>({
    signIn: state.signIn,
    firstName: state.firstName,
    hashedEmail: state.hashedEmail ?? null,
  });
  const readsInBrowser = state.fillInBrowser === true;

  useEffect(() => {
    if (!readsInBrowser || !hasPersonalState()) {
      emitShopEvent("account:shopper", { hashedEmail: state.hashedEmail ?? null });
      return;
    }
    let mounted = true;
    void visitorAccountShopper(shop).then((visitor) => {
      if (!mounted) return;
      setShopper(visitor);
      emitShopEvent("account:shopper", { hashedEmail: visitor.hashedEmail });
    });
    return () => {
      mounted = false;
    };
  }, [shop, readsInBrowser, state.hashedEmail]);

  const loggedOut = useCallback(() => setShopper(anonymousShopper), []);
  return { shopper, loggedOut };
}
