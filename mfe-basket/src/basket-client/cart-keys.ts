import { basketKey, parseOwnedKey, wishlistKey } from "@shop/shared";
import type { AnonymousId } from "./anonymous-id.ts";

/**
 * Whose basket and wishlist the browser uses (core spec point 3, keys `basket_{shopId}_{userId}`):
 * the user id the server named in a fragment's state (a signed-in shopper's 64-character id, or
 * the anonymous id the session already uses), else the local anonymous id. When the shop
 * answers that a key is not this session's, `recover` asks the server for the session's own key
 * (a login in this page changed the session) and otherwise makes a new anonymous id.
 */
export class CartKeys {
  private readonly anonymous: AnonymousId;
  private readonly shopId: string;
  private readonly sessionKey: (() => Promise<string | null>) | undefined;
  private serverUserId: string | undefined;
  private serverKeyRead: Promise<void> = Promise.resolve();

  /** `sessionKey` answers the basket key the server knows for the session (`basket/current/`). */
  constructor(shopId: string, anonymous: AnonymousId, sessionKey?: () => Promise<string | null>) {
    this.shopId = shopId;
    this.anonymous = anonymous;
    this.sessionKey = sessionKey;
  }

  /** Takes the user id out of a server-known basket or wishlist key; null keeps what is known. */
  rememberServerKey(key: string | null | undefined): void {
    const owned = parseOwnedKey(key);
    if (owned && owned.shopId === this.shopId) this.serverUserId = owned.userId;
  }

  /**
   * The server's key arrives later: a kept page's mini-basket reads it after hydrating (decision
   * 0059). Until it has come (or failed), `known()` holds the calls that use a key, so an add or
   * a wishlist toggle meanwhile never goes to an older anonymous basket.
   */
  rememberServerKeyLater(key: Promise<string | null>): void {
    this.serverKeyRead = key.then(
      (known) => this.rememberServerKey(known),
      () => undefined,
    );
  }

  /** Resolves once a key given to `rememberServerKeyLater` is known; at once without one. */
  known(): Promise<void> {
    return this.serverKeyRead;
  }

  userId(): string {
    return this.serverUserId ?? this.anonymous.current();
  }

  basketKey(): string {
    return basketKey(this.shopId, this.userId());
  }

  wishlistKey(): string {
    return wishlistKey(this.shopId, this.userId());
  }

  /** Forgets the server's id and starts over with a new anonymous id. */
  renew(): void {
    this.serverUserId = undefined;
    this.anonymous.renew();
  }

  /**
   * The key of `refusedUserId` was refused as another session's: take the session's own key if
   * the server names a different one, else a new anonymous id (issue 8: new id, retry once).
   */
  async recover(refusedUserId: string): Promise<void> {
    const known = await (this.sessionKey?.() ?? Promise.resolve(null)).catch(() => null);
    const owned = parseOwnedKey(known);
    if (owned?.shopId === this.shopId && owned.userId !== refusedUserId) {
      this.serverUserId = owned.userId;
      return;
    }
    this.renew();
  }
}
