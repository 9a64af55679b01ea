import { shopApi } from "@shop/shared/store";
import type { ComplaintBody, ComplaintReceipt } from "./complaint-rules.ts";
import type { OrderDetail } from "./order-views.ts";

/** A call about one order, in the page's locale. */
export interface OrderCall {
  readonly locale: string;
  readonly orderNumber: string;
}

/**
 * The account's order calls (issue 18, point 6), added to the shop's one RTK Query API: the
 * cancellation, which answers the order as it is now, and the complaint.
 */
export const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<OrderDetail, OrderCall>({
      query: ({ locale, orderNumber }) => ({
        url: `shop/orders/${encodeURIComponent(orderNumber)}/cancel/`,
        method: "POST",
        params: { locale },
        body: {},
      }),
    }),
    fileComplaint: build.mutation<ComplaintReceipt, OrderCall & { readonly body: ComplaintBody }>({
      query: ({ locale, orderNumber, body }) => ({
        url: `shop/orders/${encodeURIComponent(orderNumber)}/complaint/`,
        method: "POST",
        params: { locale },
        body,
      }),
    }),
  }),
});
