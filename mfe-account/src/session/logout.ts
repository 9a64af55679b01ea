import { pathFor, userIdStorageKey, type ShopContext } from "@shop/shared";

/**
 * Core spec point 4, logout: clears the stored id, resets the user (`onReset`), calls the logout
 * endpoint and, when it answers status 200, goes to the shop's home. A failed call is swallowed
 * (point 8): the shopper stays where they are. A plain `fetch`, not the Redux store: the header
 * carries this on every page, and Redux stays off pages that do not need it (decision 0032).
 */
export async function logout(shop: ShopContext, onReset: () => void): Promise<void> {
  try {
    localStorage.removeItem(userIdStorageKey);
  } catch {
    // Storage blocked: there is no stored id to clear.
  }
  onReset();
  try {
    const response = await fetch(`/api/user/auth/logout/?locale=${shop.locale}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    const body = (await response.json()) as { statusCode?: number };
    if (body.statusCode === 200) window.location.assign(pathFor("home", shop.language));
  } catch {
    // Swallowed, as the spec says.
  }
}
