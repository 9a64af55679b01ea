import {
  basketKey,
  emitShopEvent,
  handleShopCommand,
  idempotencyKeyHeader,
  parseOwnedKey,
  type AddBasketItemRequest,
  type BasketChangeResponse,
  type CurrentBasketResponse,
  type ShopCommand,
  type ShopContext,
} from "@shop/shared";

/** The statuses a keyed add is repeated on once (core spec point 9), besides a lost answer. */
const retryStatuses = new Set([408, 425, 429, 500, 502, 503, 504]);

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
    const response = await fetch(
      `/api/shop/basket/current/?locale=${encodeURIComponent(shop.locale)}`,
      { credentials: "same-origin", headers: { accept: "application/json" } },
    );
    if (response.ok) {
      const { basketKey: known } = (await response.json()) as CurrentBasketResponse;
      if (parseOwnedKey(known)?.shopId === shop.shopId && known) return known;
    }
  } catch {
    // Fall through to the anonymous basket.
  }
  return basketKey(shop.shopId, anonymousUserId());
}

async function postOnce(shop: ShopContext, body: AddBasketItemRequest, key: string) {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(
        `/api/shop/basket/addItem/?locale=${encodeURIComponent(shop.locale)}`,
        {
          method: "POST",
          credentials: "same-origin",
          headers: {
            accept: "application/json",
            "content-type": "application/json",
            [idempotencyKeyHeader]: key,
          },
          body: JSON.stringify(body),
        },
      );
    } catch (error) {
      if (attempt < 2) continue;
      throw error;
    }
    if (response.ok) return (await response.json()) as BasketChangeResponse;
    if (attempt >= 2 || !retryStatuses.has(response.status)) {
      throw new Error(`The basket answered ${response.status}`);
    }
  }
}

/**
 * The last resort for `basket:add-item` (decision 0024), when neither the mini-basket nor the
 * basket's command module can run: the basket API's public `addItem`, for the session's basket
 * (else the browser's anonymous one), with the command's id as `Idempotency-Key`, repeated once
 * as the basket's own client would. It announces `basket:updated`; the toast and the layer are
 * the basket team's, and are missing here.
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
      const { basket } = await postOnce(shop, body, commandId);
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
