import { shopApi } from "@shop/shared/store";
import type {
  ReservationBody,
  ReservationResponse,
  StoresResponse,
} from "./reservation-contract.ts";

/** `POST /api/shop/reservations/`'s call: the body and the attempt's key. */
export interface ReserveCall {
  readonly locale: string;
  readonly body: ReservationBody;
  readonly idempotencyKey: string;
}

/**
 * Click and reserve's calls (decision 0046), added to the shop's one RTK Query API: the stores
 * nearest a postcode, and the reservation.
 */
export const reservationApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    storesNear: build.query<StoresResponse, { readonly locale: string; readonly postcode: string }>(
      { query: ({ locale, postcode }) => ({ url: "shop/stores/", params: { locale, postcode } }) },
    ),
    reserve: build.mutation<ReservationResponse, ReserveCall>({
      query: ({ locale, body, idempotencyKey }) => ({
        url: "shop/reservations/",
        method: "POST",
        params: { locale },
        headers: { "idempotency-key": idempotencyKey },
        body,
      }),
    }),
  }),
});
