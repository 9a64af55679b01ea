import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { parseOwnedKey, type OwnedKey, type ShopContext } from "@shop/shared";
import type { IdentitySources } from "../identity/identity-sources.ts";
import type { Session } from "../identity/session-store.ts";
import { apiShop } from "../shops/request-shop.ts";
import type { Shop } from "../shops/shop-registry.ts";

/**
 * The request's session; a visitor without one gets a new anonymous session, so the anonymous
 * id they use is bound to them from the first call on.
 */
export async function sessionOrNew(c: Context, identity: IdentitySources): Promise<Session> {
  const found = await identity.cookie.session(c, identity.sessions);
  if (found) return found;
  const created = await identity.sessions.create(null);
  identity.cookie.write(c, created);
  return created;
}

/** Each request's shop, resolved once however often a handler asks. */
const requestShops = new WeakMap<Context, { shop: Shop; context: ShopContext }>();

/**
 * The shop of a basket or wishlist call: from the host, in the `locale` the query names (or
 * the shop's default language, for calls the spec sends without one).
 */
export function cartShop(
  identity: IdentitySources,
  c: Context,
): { shop: Shop; context: ShopContext } {
  let resolved = requestShops.get(c);
  if (!resolved) {
    resolved = apiShop(identity.shops, c.req.header("host"), c.req.query("locale"), {
      optionalLocale: true,
    });
    requestShops.set(c, resolved);
  }
  return resolved;
}

/**
 * Checks that the session owns a basket or wishlist key (issue 5, ownership): a malformed key is
 * a 400; a key of another shop or another visitor is a 404 with no data, exactly like a key that
 * does not exist.
 */
export async function ownedKey(
  c: Context,
  identity: IdentitySources,
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
  const session = await sessionOrNew(c, identity);
  if (!(await identity.ownership.owns(session, owned.userId))) throw notFound();
  return { ...owned, key: key as string };
}

/**
 * Whose basket and wishlist a session sees without being told a key: the signed-in account, or
 * the anonymous id the session used most recently; undefined for a session that used none.
 */
export async function sessionUserId(
  c: Context,
  identity: IdentitySources,
): Promise<string | undefined> {
  const session = await identity.cookie.session(c, identity.sessions);
  if (!session) return undefined;
  return session.userId ?? (await identity.ownership.anonymousIdsOf(session))[0];
}
