import type { ShippingOutcome } from "../basket/shipping.ts";
import type { BasketCoupon } from "../checkout/coupons.ts";
import type { Currency } from "../shops/shops.ts";
import type { PriceScaleBlock, ProductAttribute, ProductImage, VariantPrice } from "./products.ts";

/**
 * A customisation text (core spec point 3, customData.customText): `text1` … `textN`. A `text1`
 * of 'ohne' ("without") means no customisation (core spec point 4).
 */
export type CustomText = Readonly<Record<`text${number}`, string>>;

export interface BasketCustomData {
  readonly customText?: CustomText;
  /** The price scale the quantity reached, or `default` (core spec point 4). */
  readonly pricePromotionKey: string;
}

/** Items that belong together (a product and its required service); custom lines get their own. */
export interface ItemGroup {
  /** 8 digits for a customised line (core spec point 9); empty for a plain line. */
  readonly id: string;
  readonly isMainItem: boolean;
  readonly isRequired: boolean;
}

/** The product of a basket or wishlist line (core spec point 3). */
export interface LineProduct {
  readonly id: string;
  readonly referenceKey: string;
  readonly name: string;
  readonly brand: string;
  readonly subbrand: string | null;
  /** The product page path below the language prefix, or null when the product has none. */
  readonly seoPath: string | null;
  readonly attributes: Readonly<Record<string, ProductAttribute>>;
  readonly advancedAttributes: Readonly<Record<string, unknown>>;
  readonly images: readonly ProductImage[];
  /** Category names, top level first (for tracking). */
  readonly categories: readonly string[];
}

/** The variant of a basket or wishlist line (core spec point 3). */
export interface LineVariant {
  readonly id: string;
  readonly referenceKey: string;
  /** The variant's value on its axis (size, dimensions, …), if it has one. */
  readonly label: string | null;
  readonly price: VariantPrice;
  readonly priceScale: PriceScaleBlock;
}

/** A basket line (core spec point 3, Basket item). Amounts in cents of the shop's currency. */
export interface BasketItem {
  readonly key: string;
  readonly quantity: number;
  /** How many the shopper may have: the stock, at most the basket's per-line limit. */
  readonly availableQuantity: number;
  /** Increments with every change; `updateItem` may send it back to refuse stale changes (409). */
  readonly version: number;
  readonly variant: LineVariant;
  readonly product: LineProduct;
  readonly itemGroup: ItemGroup;
  readonly customData: BasketCustomData;
  readonly displayData: Readonly<Record<string, string>>;
  readonly price: {
    /** The unit price the quantity reached (a scale price, or the variant's price). */
    readonly unit: number;
    readonly total: number;
    /** The price to show struck through (recommended retail price), or null. */
    readonly reference: number | null;
  };
  readonly promotionId: string | null;
  readonly promotion: { readonly id: string; readonly label: string } | null;
}

/** The shipping cost a basket reaches, and how far it is from the next cheaper condition. */
export type BasketShipping = ShippingOutcome;

export interface Basket {
  /** `basket_{shopId}_{userId}`. */
  readonly key: string;
  readonly items: readonly BasketItem[];
  readonly itemCount: number;
  readonly cost: {
    /** The items' total with tax. */
    readonly withTax: number;
    readonly withoutTax: number;
    readonly shipping: BasketShipping;
    /** What the coupon takes off the items (decision 0045), 0 without one. */
    readonly couponReduction: number;
    /** Items less the coupon's reduction, and shipping. */
    readonly total: number;
    readonly currencyCode: Currency;
  };
  /** The basket's coupon (one at most) with its reduction or why it gives none. */
  readonly coupon: BasketCoupon | null;
  /** Payback points of the basket, or null where the shop has no payback (core spec point 9). */
  readonly paybackPoints: number | null;
}

/** `POST /api/shop/basket/addItem/` (core spec point 7). */
export interface AddBasketItemRequest {
  readonly basketKey: string;
  readonly variantId: string;
  readonly quantity: number;
  readonly customData?: { readonly customText?: CustomText; readonly pricePromotionKey?: string };
  readonly displayData?: Readonly<Record<string, string>>;
  readonly itemGroup?: Partial<ItemGroup>;
  readonly options?: { readonly pricePromotionKey?: string };
}

/** `POST /api/shop/basket/updateItem/`; quantity 0 keeps the quantity (core spec point 4). */
export interface UpdateBasketItemRequest {
  readonly basketKey: string;
  readonly itemKey: string;
  readonly quantity: number;
  readonly customData?: { readonly customText?: CustomText; readonly pricePromotionKey?: string };
  readonly displayData?: Readonly<Record<string, string>>;
  readonly itemGroup?: Partial<ItemGroup>;
  readonly options?: { readonly pricePromotionKey?: string; readonly version?: number };
}

/** `DELETE /api/shop/basket/deleteItem/`. */
export interface DeleteBasketItemRequest {
  readonly basketKey: string;
  readonly itemKey: string;
}

/** The answer of addItem and updateItem. */
export interface BasketChangeResponse {
  readonly type: "success";
  readonly basket: Basket;
}

/** A wishlist line (core spec point 3): a product, in one of its variants. */
export interface WishlistItem {
  readonly key: string;
  readonly variant: LineVariant;
  readonly product: LineProduct;
}

export interface Wishlist {
  /** `wishlist_{shopId}_{userId}`. */
  readonly key: string;
  readonly items: readonly WishlistItem[];
}

/** `POST /api/shop/wishlist/addItem/`: `itemCreationId` is a variant id or a product id. */
export interface AddWishlistItemRequest {
  readonly wishlistKey: string;
  readonly itemCreationId: string;
}

export interface DeleteWishlistItemRequest {
  readonly wishlistKey: string;
  readonly itemKey: string;
}

export interface WishlistChangeResponse {
  readonly type: "success";
  readonly wishlist: Wishlist;
}

/**
 * `GET /api/shop/basket/current/?locale=`: the session's own basket, for server-rendered pages.
 * The key is known for a signed-in shopper and for an anonymous id the session already used;
 * otherwise both are null and the browser builds the key from its local `userId`.
 */
export interface CurrentBasketResponse {
  readonly basketKey: string | null;
  readonly basket: Basket | null;
}

/** `GET /api/shop/wishlist/current/?locale=`: the session's own wishlist, like the basket's. */
export interface CurrentWishlistResponse {
  readonly wishlistKey: string | null;
  readonly wishlist: Wishlist | null;
}
