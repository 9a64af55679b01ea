import { pathFor, userIdStorageKey, type ShopContext } from "@shop/shared";
import { callShopApi } from "@shop/shared/api-client";

/**
 * Core spec point 4, logout: clears the stored id, resets the user (`onReset`), calls the logout
 * endpoint and, when it answers status 200, goes to the shop's home. A failed call is swallowed
 * (point 8): the shopper stays where they are. The shop API client, not the Redux store: the
 * header carries this on every page, and Redux stays off pages that do not need it (decision
 * 0032).
 */
export async function logout(shop: ShopContext, onReset: () => void): Promise<void> {
  try {
    localStorage.removeItem(userIdStorageKey);
  } catch {
    // Storage blocked: there is no stored id to clear.
  }
  onReset();
  try {
    const body = await callShopApi<{ statusCode?: number }>(
      `/api/user/auth/logout/?locale=${encodeURIComponent(shop.locale)}`,
      { method: "POST" },
    );
    if (body.statusCode === 200) window.location.assign(pathFor("home", shop.language));
  } catch {
    // Swallowed, as the spec says.
  }
}
