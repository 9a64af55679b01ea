import { use } from "react";
import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import type { ShopContext } from "@shop/shared";
import AddToCartLayer from "../add-to-cart-layer/AddToCartLayer.tsx";
import { loadCatalog } from "../catalog.ts";
import type { LayerContent } from "../mini-basket/useAddItemCommand.ts";

const loading = new WeakMap<I18n, Promise<void>>();

/**
 * The add-to-cart layer for the wishlist (catalogue spec point 7). Its words are in the catalog
 * every page loads for the mini-basket, not in the pages' catalog the wishlist page uses, so it
 * loads that one into the page's Lingui instance first (once, suspending until it is there).
 */
export default function WishlistLayer(props: {
  readonly layer: LayerContent;
  readonly shop: ShopContext;
  readonly onClose: () => void;
}) {
  const { i18n } = useLingui();
  let loaded = loading.get(i18n);
  if (!loaded) {
    const locale = i18n.locale;
    loaded = loadCatalog(props.shop.language).then(({ messages }) => {
      i18n.load(locale, messages);
    });
    loading.set(i18n, loaded);
  }
  use(loaded);
  return <AddToCartLayer {...props} />;
}
