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

/**
 * Checks that the session owns a basket or wishlist key (issue 5, ownership): a malformed key is
 * a 400; a key of another shop or another visitor is a 404 with no data, exactly like a key that
 * does not exist. A visitor without a session gets a new anonymous one, so the anonymous id they
 * use is bound to them from the first call on.
 */
export async function ownedKey(
  c: Context,
  sessions: Sessions,
  shop: ShopContext,
  key: unknown,
  kind: OwnedKey["kind"],
): Promise<OwnedKey & { readonly key: string }> {
  const owned = parseOwnedKey(key);
  if (!owned || owned.kind !== kind) {
    throw new HTTPException(400, { message: `${kind}Key must be a ${kind}_{shopId}_{userId} key` });
  }
  const notFound = () => new HTTPException(404, { message: `No such ${kind}` });
  if (owned.shopId !== shop.shopId) throw notFound();
  const session = await sessions.currentOrNew(c);
  if (!(await sessions.owns(session, owned.userId))) throw notFound();
  return { ...owned, key: key as string };
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
