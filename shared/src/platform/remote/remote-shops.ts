import type { Language } from "../../i18n/languages.ts";
import type { ShopConfigResponse } from "../../shops/shop-options.ts";
import type { ShopContext } from "../../shops/shops.ts";
import type { PlatformShop, ShopDirectory } from "../shops.ts";
import type { ShopsSnapshot } from "./platform-api-contract.ts";

/**
 * The edge's shop registry as a slice process sees it, rebuilt from the edge's `/shops` snapshot:
 * the same shops, host lookup, contexts, configs and origins. Shops are read once at start, as
 * the edge reads its configuration once.
 */
export function shopDirectoryFromSnapshot(snapshot: ShopsSnapshot): ShopDirectory {
  const shops: PlatformShop[] = snapshot.shops.map((entry) => entry.shop);
  const byDomain = new Map(shops.flatMap((shop) => shop.domains.map((domain) => [domain, shop])));
  const byId = new Map(snapshot.shops.map((entry) => [entry.shop.shopId, entry]));
  const entryOf = (shop: PlatformShop) => {
    const entry = byId.get(shop.shopId);
    if (!entry) throw new Error(`The edge named no shop ${shop.shopId}`);
    return entry;
  };
  const inLanguage = (shop: PlatformShop, language: Language) => {
    const found = entryOf(shop).languages.find((candidate) => candidate.language === language);
    if (!found) throw new Error(`${shop.shopId} does not offer ${language}`);
    return found;
  };
  const first = shops[0] as PlatformShop;
  return {
    shops,
    secure: snapshot.secure,
    // As the edge's registry: lower case, without port and trailing dot; unknown hosts get the first shop.
    forHost: (host) =>
      byDomain.get((host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "")) ?? first,
    context: (shop, language): ShopContext => inLanguage(shop, language).context,
    configResponse: (shop, language): ShopConfigResponse =>
      inLanguage(shop, language).configResponse,
    origin: (shop) => entryOf(shop).origin,
  };
}
