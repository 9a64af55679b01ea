import {
  createI18n,
  handleShopCommand,
  type CurrentBasketResponse,
  type ShopContext,
} from "@shop/shared";
import { callShopApi } from "@shop/shared/api-client";
import { cartSession } from "../basket-client/cart-session.ts";
import { loadCatalog } from "../catalog.ts";
import { addItem, commandResult, oneAfterAnother } from "./add-item.ts";

let started: Promise<void> | undefined;

/**
 * The basket team's command module (exposed as `./commands`), which the shell loads on demand
 * when a `basket:add-item` finds no handler on the page: the mini-basket has not hydrated yet,
 * or fell back (issue 15, point 3; decision 0024). It handles adds as the mini-basket does,
 * without the add-to-cart layer; a mini-basket that hydrates later takes over.
 */
export function startCommands({ shop }: { readonly shop: ShopContext }): Promise<void> {
  started ??= (async () => {
    const [i18n] = await Promise.all([
      createI18n(shop.language, loadCatalog),
      rememberSessionKey(shop),
    ]);
    handleShopCommand(
      "basket:add-item",
      (command) => oneAfterAnother(() => addItem(shop, i18n, command)).then(commandResult),
      { standIn: true },
    );
  })();
  return started;
}

/**
 * Without the mini-basket's state, ask the server for the session's basket key first (a
 * signed-in shopper's), so an add never goes to an older anonymous basket.
 */
async function rememberSessionKey(shop: ShopContext): Promise<void> {
  try {
    const { basketKey } = await callShopApi<CurrentBasketResponse>(
      `/api/shop/basket/current/?locale=${encodeURIComponent(shop.locale)}`,
    );
    cartSession(shop).keys.rememberServerKey(basketKey);
  } catch {
    // The local anonymous id serves; a refused key is recovered on the add itself.
  }
}
