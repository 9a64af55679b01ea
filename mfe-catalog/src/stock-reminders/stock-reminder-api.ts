import { shopApi } from "@shop/shared/store";
import type { StockReminderResponse } from "../api/stock-reminder-routes.ts";

/** What the dialog sends: the page's locale, the sold-out variant and the shopper's address. */
export interface StockReminderCall {
  readonly locale: string;
  readonly variantId: string;
  readonly email: string;
}

/** Remind when available's call, added to the shop's one RTK Query API (house style, client data). */
export const stockReminderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    remindWhenAvailable: build.mutation<StockReminderResponse, StockReminderCall>({
      query: ({ locale, ...body }) => ({
        url: `shop/stock-reminders/?locale=${encodeURIComponent(locale)}`,
        method: "POST",
        body,
      }),
    }),
  }),
});

export const { useRemindWhenAvailableMutation } = stockReminderApi;
