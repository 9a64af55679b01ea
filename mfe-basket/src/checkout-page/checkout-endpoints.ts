import type {
  GiftCardBalance,
  OrderResponse,
  PlaceOrderBody,
  OrderAddress,
  User,
} from "@shop/shared";
import { shopApi } from "@shop/shared/store";

/** An address of the account's address book, as `GET /api/user/addresses/` answers it. */
export interface SavedAddress extends OrderAddress {
  readonly id: string;
  readonly isDefaultShipping: boolean;
  readonly isDefaultBilling: boolean;
}

/** `POST /api/shop/checkout/placeOrder/`'s call: the body and the attempt's key. */
export interface PlaceOrderCall {
  readonly locale: string;
  readonly body: PlaceOrderBody;
  readonly idempotencyKey: string;
}

/**
 * The checkout's calls, added to the shop's one RTK Query API: who is signed in (the account's
 * `GET /api/user/`, over HTTP: a slice never imports another), the registered shopper's
 * address book (`GET /api/user/addresses/`), a gift card's balance (decision 0045) and the
 * order placement.
 */
export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutUser: build.query<User, string>({
      query: (locale) => ({ url: "user/", params: { locale } }),
      providesTags: ["User"],
    }),
    savedAddresses: build.query<{ readonly addresses: readonly SavedAddress[] }, void>({
      query: () => "user/addresses/",
    }),
    giftCardBalance: build.mutation<
      GiftCardBalance,
      { readonly locale: string; readonly code: string; readonly pin: string }
    >({
      query: ({ locale, code, pin }) => ({
        url: "shop/checkout/giftCard/balance/",
        method: "POST",
        params: { locale },
        body: { code, pin },
      }),
    }),
    placeOrder: build.mutation<OrderResponse, PlaceOrderCall>({
      query: ({ locale, body, idempotencyKey }) => ({
        url: "shop/checkout/placeOrder/",
        method: "POST",
        params: { locale },
        headers: { "idempotency-key": idempotencyKey },
        body,
      }),
    }),
  }),
});
