import type { Basket, BasketChangeResponse } from "@shop/shared";
import { shopApi } from "@shop/shared/store";

/** A coupon call on the visitor's basket. */
export interface CouponCall {
  readonly locale: string;
  readonly basketKey: string;
}

/**
 * The basket's coupon calls (decision 0045), added to the shop's one RTK Query API:
 * `POST /api/shop/basket/addCoupon/` and `DELETE /api/shop/basket/deleteCoupon/`.
 */
export const couponApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    addCoupon: build.mutation<BasketChangeResponse, CouponCall & { readonly code: string }>({
      query: ({ locale, basketKey, code }) => ({
        url: "shop/basket/addCoupon/",
        method: "POST",
        params: { locale },
        body: { basketKey, code },
      }),
    }),
    deleteCoupon: build.mutation<Basket, CouponCall>({
      query: ({ locale, basketKey }) => ({
        url: "shop/basket/deleteCoupon/",
        method: "DELETE",
        params: { locale },
        body: { basketKey },
      }),
    }),
  }),
});
