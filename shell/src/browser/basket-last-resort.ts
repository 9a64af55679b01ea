import {
  basketKey,
  emitShopEvent,
  handleShopCommand,
  parseOwnedKey,
  type AddBasketItemRequest,
  type BasketChangeResponse,
  type CurrentBasketResponse,
  type ShopCommand,
  type ShopContext,
} from "@shop/shared";
import { callShopApi } from "@shop/shared/api-client";

/** The browser's anonymous id (core spec point 3, local storage `userId`), made when missing. */
function anonymousUserId(): string {
  const pattern = /^[0-9a-f]{8,63}$/;
  try {
    const stored = localStorage.getItem("userId");
    if (stored && pattern.test(stored)) return stored;
  } catch {
    // No storage: an id for this page.
  }
  const id = crypto.randomUUID().replaceAll("-", "");
  try {
    localStorage.setItem("userId", id);
  } catch {
    // Kept for this page only.
  }
  return id;
}

/** The session's basket key as the server knows it, else the browser's anonymous basket. */
async function basketKeyFor(shop: ShopContext): Promise<string> {
  try {
    const { basketKey: known } = await callShopApi<CurrentBasketResponse>(
      `/api/shop/basket/current/?locale=${encodeURIComponent(shop.locale)}`,
    );
    if (parseOwnedKey(known)?.shopId === shop.shopId && known) return known;
  } catch {
    // Fall through to the anonymous basket.
  }
  return basketKey(shop.shopId, anonymousUserId());
}

/**
 * The last resort for `basket:add-item` (decision 0024), when neither the mini-basket nor the
 * basket's command module can run: the basket API's public `addItem`, for the session's basket
 * (else the browser's anonymous one), through the shop API client with the command's id as
 * `Idempotency-Key`, repeated by its rules as the basket's own client would. It announces
 * `basket:updated`; the toast and the layer are the basket team's, and are missing here.
 */
export function standInForBasket(shop: ShopContext): void {
  handleShopCommand(
    "basket:add-item",
    async ({ commandId, detail }: ShopCommand<"basket:add-item">) => {
      const body: AddBasketItemRequest = {
        basketKey: await basketKeyFor(shop),
        variantId: detail.variantId,
        quantity: detail.quantity,
        ...(detail.customText ? { customData: { customText: detail.customText } } : {}),
      };
      const { basket } = await callShopApi<BasketChangeResponse>(
        `/api/shop/basket/addItem/?locale=${encodeURIComponent(shop.locale)}`,
        { method: "POST", body, idempotencyKey: commandId },
      );
      emitShopEvent("basket:updated", {
        itemCount: basket.itemCount,
        total: basket.cost.total,
        currencyCode: basket.cost.currencyCode,
      });
      return { itemCount: basket.itemCount };
    },
    { standIn: true },
  );
}
