import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { parseOwnedKey, type OwnedKey, type ShopContext } from "@shop/shared";
import {
  apiShop,
  type PlatformShop,
  type Session,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";

/** Each request's shop, resolved once however often a handler asks. */
const requestShops = new WeakMap<Context, { shop: PlatformShop; context: ShopContext }>();

/**
 * The shop of a basket or wishlist call: from the host, in the `locale` the query names (or
 * the shop's default language, for calls the spec sends without one).
 */
export function cartShop(
  shops: ShopDirectory,
  c: Context,
): { shop: PlatformShop; context: ShopContext } {
  let resolved = requestShops.get(c);
  if (!resolved) {
    resolved = apiShop(shops, c.req.header("host"), c.req.query("locale"), {
      optionalLocale: true,
    });
    requestShops.set(c, resolved);
  }
  return resolved;
}

/** A key parsed for the shop: a malformed key is a 400, a key of another shop a 404. */
function shopKey(
  shop: ShopContext,
  key: unknown,
  kind: OwnedKey["kind"],
): OwnedKey & { readonly key: string } {
  const owned = parseOwnedKey(key);
  if (!owned || owned.kind !== kind) {
    throw new HTTPException(400, { message: `${kind}Key must be a ${kind}_{shopId}_{userId} key` });
  }
  if (owned.shopId !== shop.shopId) throw notFound(kind);
  return { ...owned, key: key as string };
}

function notFound(kind: OwnedKey["kind"]): HTTPException {
  return new HTTPException(404, { message: `No such ${kind}` });
}

/**
 * Checks that the session owns a basket or wishlist key for a write (issue 5, ownership): a
 * malformed key is a 400; a key of another shop or another visitor is a 404 with no data,
 * exactly like a key that does not exist. A visitor without a session gets a new anonymous one
 * (at most `newSessionsPerClient` per client), and the anonymous id they write with is bound to
 * it (at most `anonymousIdsPerSession`; decision 0031).
 */
export async function ownedKey(
  c: Context,
  sessions: Sessions,
  shop: ShopContext,
  key: unknown,
  kind: OwnedKey["kind"],
): Promise<OwnedKey & { readonly key: string }> {
  const owned = shopKey(shop, key, kind);
  const session = await sessions.currentOrNew(c);
  if (!(await sessions.owns(session, owned.userId))) throw notFound(kind);
  return owned;
}

/**
 * Checks a basket or wishlist key for a read, which creates no state (decision 0031): no
 * session is started and no id is bound. The session's own key is `held`; a key no session
 * holds reads as empty (not held); another visitor's key is a 404, as for a write.
 */
export async function readableKey(
  c: Context,
  sessions: Sessions,
  shop: ShopContext,
  key: unknown,
  kind: OwnedKey["kind"],
): Promise<OwnedKey & { readonly key: string; readonly held: boolean }> {
  const owned = shopKey(shop, key, kind);
  const holding = await sessions.holding(await sessions.current(c), owned.userId);
  if (holding === "taken") throw notFound(kind);
  return { ...owned, held: holding === "own" };
}

/**
 * Whose basket and wishlist a session sees without being told a key: the signed-in account, or
 * the anonymous id the session used most recently; undefined without a session or for a session
 * that used none.
 */
export async function sessionUserId(
  sessions: Sessions,
  session: Session | undefined,
): Promise<string | undefined> {
  if (!session) return undefined;
  return session.userId ?? (await sessions.anonymousIdsOf(session))[0];
}
