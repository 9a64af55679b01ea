import type {
  NavigationNode,
  RemoteName,
  ShopConfigResponse,
  ShopContext,
  VisitorContext,
} from "@shop/shared";
import type { ClientRequest } from "@shop/shared/platform";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import type { SliceApis } from "../slices.ts";

/** What the edge hands a slice's server renderer besides the request itself. */
export interface SliceBindings {
  /** The slice's own typed in-process client, bound to one request (`FragmentRequest.api`). */
  client(mfe: RemoteName, request: ClientRequest): unknown;
  /** The platform's view of the shop (`GET /api/shop/config/`), once per shop and language. */
  shopConfig(shop: ShopContext): ShopConfigResponse;
  /** The brand's category navigation (the catalogue's), for the layout frame. */
  navigation(shop: ShopContext): Promise<readonly NavigationNode[]>;
  /** Who is visiting (the consent team's visitor detection). */
  visitor(input: Parameters<SliceApis["mfe-consent"]["detectVisitor"]>[0]): VisitorContext;
}

/** Binds the slices' APIs and the shop registry into what renderers receive. */
export function sliceBindings(slices: SliceApis, shops: ShopRegistry): SliceBindings {
  const configs = new Map<string, ShopConfigResponse>();
  return {
    client: (mfe, request) => slices[mfe].client(request),
    shopConfig(shop) {
      let config = configs.get(shop.locale + shop.brand);
      if (!config) {
        const found = shops.find(shop.brand, shop.country);
        if (!found) throw new Error(`No shop ${shop.shopId}`);
        config = shops.configResponse(found, shop.language);
        configs.set(shop.locale + shop.brand, config);
      }
      return config;
    },
    navigation: (shop) => slices["mfe-catalog"].navigation(shop).catch(() => []),
    visitor: (input) => slices["mfe-consent"].detectVisitor(input),
  };
}
