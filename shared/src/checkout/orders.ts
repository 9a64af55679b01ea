import type { Country, Currency } from "../shops/shops.ts";
import type { OrderStatus } from "./order-status.ts";
import type { PaymentMethodCode } from "./payment-methods.ts";
import type { GiftCardPayment, OrderCoupon, OrderGiftCard } from "./coupons.ts";

/** A salutation as the auth forms' gender: m, f or d (core spec point 3). */
export type Salutation = "m" | "f" | "d";

/** A shipping or billing address of an order (issue 18, point 4). */
export interface OrderAddress {
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
  readonly country: Country;
}

/** Standard parcel shipping, or freight for bulky items (issue 18, point 2). */
export type ShippingMethod = "standard" | "freight";

/** `POST /api/shop/checkout/placeOrder/?locale=`'s body (issue 18, point 4). */
export interface PlaceOrderBody {
  readonly basketKey: string;
  readonly email: string;
  readonly shippingAddress: OrderAddress;
  /** Left out: the shipping address is the billing address. */
  readonly billingAddress?: OrderAddress;
  readonly shippingMethod: ShippingMethod;
  readonly paymentMethod: PaymentMethodCode;
  /** The total the review step showed, in cents: a different server total is refused (409). */
  readonly expectedTotal?: number;
  /** A gift card paying part of the total (`paymentMethod` the rest) or all of it (`G`). */
  readonly giftCard?: GiftCardPayment;
}

/** A payment's state: authorised, waiting for the shopper on the provider's page, cancelled, or expired unpaid (decision 0047). */
export type PaymentStatus = "authorised" | "pending" | "captured" | "cancelled" | "expired";

/** One line of an order, priced when it was placed. */
export interface OrderLine {
  readonly variantId: string;
  readonly variantReferenceKey: string;
  readonly productId: string;
  readonly productReferenceKey: string;
  readonly name: string;
  readonly variantLabel: string | null;
  readonly quantity: number;
  /** Cents with tax. */
  readonly unitPrice: number;
  readonly total: number;
}

/** An order as its owner reads it (`GET /api/shop/orders/{orderNumber}/`, `placeOrder`'s 201). */
export interface OrderResponse {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  /** Who ordered: the basket's user id, and whether it is a guest's (no account). */
  readonly customer: { readonly id: string; readonly isGuestCustomer: boolean };
  readonly placedAt: string;
  readonly email: string;
  readonly shippingAddress: OrderAddress;
  readonly billingAddress: OrderAddress;
  readonly shippingMethod: ShippingMethod;
  readonly lines: readonly OrderLine[];
  readonly cost: {
    readonly items: number;
    readonly shipping: number;
    readonly total: number;
    readonly withoutTax: number;
    readonly currencyCode: Currency;
  };
  /** The basket's coupon when the order was placed (decision 0045), else null. */
  readonly coupon: OrderCoupon | null;
  /** What a gift card paid of the total, else null; the payment method pays the rest. */
  readonly giftCard: OrderGiftCard | null;
  readonly payment: {
    readonly method: PaymentMethodCode;
    readonly status: PaymentStatus;
    /** Where the shopper pays (redirect methods) while the payment is pending; else null. */
    readonly redirectUrl: string | null;
  };
}
