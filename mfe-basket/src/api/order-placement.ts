import { randomUUID } from "node:crypto";
import {
  paymentMethodsFor,
  shippingMethodFor,
  type Basket,
  type OrderLine,
  type OrderResponse,
  type PlaceOrderBody,
  type ShopContext,
  type StockLine,
  type CatalogueLines,
} from "@shop/shared";
import type { Logger, Mailer, PlatformShop, ShopDirectory } from "@shop/shared/platform";
import type { PaymentAuthorisation, PaymentProvider } from "../payment/payment-provider.ts";
import { GiftCardDebitRefused, type GiftCardStore } from "../store/gift-card-store.ts";
import type { StoredAnswer } from "../store/idempotency-store.ts";
import {
  CouponRedemptionRefused,
  newOrderNumber,
  paymentAmount,
  type NewOrder,
  type OrderStore,
  type StoredOrder,
} from "../store/order-store.ts";
import { couponRefusal } from "./basket-coupons.ts";
import type { CartReads } from "./cart-reads.ts";
import { sendOrderConfirmation } from "./order-confirmation.ts";

export interface OrderPlacementSources {
  readonly shops: ShopDirectory;
  readonly reads: CartReads;
  readonly catalogue: CatalogueLines;
  readonly orders: OrderStore;
  readonly giftCards: GiftCardStore;
  readonly payments: PaymentProvider;
  /** How long the payment provider may take to authorise before the attempt is given up. */
  readonly paymentTimeoutMs: number;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** Who places the order: the basket and the user id that owns it. */
export interface OrderOwner {
  readonly basketKey: string;
  readonly userId: string;
  readonly idempotencyKey: string;
}

/**
 * A refusal a client can show (`{ error, key }` with its status). It is thrown, not answered,
 * so that the idempotency key's claim is given back: nothing was placed, a retry may run.
 */
export class CheckoutRefusal extends Error {
  readonly status: 400 | 402 | 404 | 409 | 422 | 504;
  readonly key: string;

  constructor(status: CheckoutRefusal["status"], message: string, key: string) {
    super(message);
    this.status = status;
    this.key = key;
  }
}

const refused = (status: CheckoutRefusal["status"], message: string, key: string) =>
  new CheckoutRefusal(status, message, key);

/** An order (or reservation) line as the basket priced it. */
export const toOrderLine = (item: Basket["items"][number]): OrderLine => ({
  variantId: item.variant.id,
  variantReferenceKey: item.variant.referenceKey,
  productId: item.product.id,
  productReferenceKey: item.product.referenceKey,
  name: item.product.name,
  variantLabel: item.variant.label,
  quantity: item.quantity,
  unitPrice: item.price.unit,
  total: item.price.total,
});

/**
 * Order placement (issue 18, point 4; decision 0035). Everything the order costs is read again
 * on the server: the basket's lines priced by the catalogue now, its shipping, the payment
 * methods the shop offers. Stock is reserved through the catalogue (all lines or none), the
 * payment authorised, and only then the order stored with the basket emptied in one
 * transaction. A declined or timed-out payment, or an order that cannot be stored, gives the
 * stock back and leaves the basket as it was.
 */
export class OrderPlacement {
  private readonly sources: OrderPlacementSources;

  constructor(sources: OrderPlacementSources) {
    this.sources = sources;
  }

  /** Places the order; its answer is the 201 with the order, as stored for the idempotency key. */
  async place(
    shop: PlatformShop,
    context: ShopContext,
    owner: OrderOwner,
    body: PlaceOrderBody,
  ): Promise<StoredAnswer> {
    const { reads, catalogue, orders } = this.sources;
    const basket = await reads.basket(shop, context, owner.basketKey);
    this.check(shop, context, basket, body);
    await this.checkGiftCard(context, body);
    const lines = basket.items.map(toOrderLine);
    const stock = stockOf({ lines });
    const reservation = await catalogue.reserveStock(context, stock);
    if (!reservation.reserved) {
      throw refused(409, "An item is no longer in stock in this quantity", "basket.notEnoughStock");
    }
    const orderNumber = newOrderNumber();
    const paymentReference = randomUUID();
    let authorisation: PaymentAuthorisation;
    try {
      authorisation = await this.authorise(orderNumber, paymentReference, basket, body);
    } catch (error) {
      await catalogue.releaseStock(context, stock);
      throw error;
    }
    const order: NewOrder = {
      orderNumber,
      shopId: context.shopId,
      language: context.language,
      userId: owner.userId,
      basketKey: owner.basketKey,
      idempotencyKey: owner.idempotencyKey,
      basketItemKeys: basket.items.map((item) => item.key),
      status: "placed",
      placedAt: new Date().toISOString(),
      email: body.email,
      shippingAddress: body.shippingAddress,
      billingAddress: body.billingAddress ?? body.shippingAddress,
      shippingMethod: body.shippingMethod,
      lines,
      cost: {
        items: basket.cost.withTax,
        shipping: basket.cost.shipping.cost,
        total: basket.cost.total,
        withoutTax: basket.cost.withoutTax,
        currencyCode: basket.cost.currencyCode,
      },
      coupon: basket.coupon && { code: basket.coupon.code, reduction: basket.coupon.reduction },
      giftCard: body.giftCard
        ? { code: body.giftCard.code.toUpperCase(), amount: body.giftCard.amount }
        : null,
      ...(body.giftCard ? { giftCardPin: body.giftCard.pin } : {}),
      paymentReference,
      payment: {
        method: body.paymentMethod,
        status: authorisation.outcome === "redirect" ? "pending" : "authorised",
        redirectUrl: authorisation.outcome === "redirect" ? authorisation.redirectUrl : null,
      },
    };
    let placed: "placed" | "exists";
    try {
      placed = await orders.place(order);
    } catch (error) {
      await this.undo(context, stock, paymentReference);
      throw placementRefusal(error);
    }
    if (placed === "exists") {
      // A repeat whose first call's claim was taken over: the first order stands.
      await this.undo(context, stock, paymentReference);
      const first = await orders.byIdempotencyKey(owner.basketKey, owner.idempotencyKey);
      if (!first) throw new Error(`The order of key ${owner.idempotencyKey} vanished`);
      return { status: 201, body: orderResponse(first) };
    }
    const placedOrder = orderResponse(order);
    // A redirect method's order is confirmed when the shopper comes back paid.
    if (order.payment.status === "authorised") {
      await sendOrderConfirmation(this.sources, shop, context, placedOrder);
    }
    return { status: 201, body: placedOrder };
  }

  /** The basket, shipping and payment checks an order must pass before anything is reserved. */
  private check(shop: PlatformShop, context: ShopContext, basket: Basket, body: PlaceOrderBody) {
    if (basket.items.length === 0) {
      throw refused(409, "The basket is empty", "checkout.emptyBasket");
    }
    const short = basket.items.find((item) => item.quantity > item.availableQuantity);
    if (short) {
      throw refused(
        409,
        `Only ${short.availableQuantity} of ${short.product.name} are in stock`,
        "basket.notEnoughStock",
      );
    }
    if (body.shippingAddress.country !== context.country) {
      throw refused(
        400,
        "shippingAddress.country: this shop ships only within its country",
        "checkout.shippingCountry",
      );
    }
    const shippingMethod = shippingMethodFor(basket.items);
    if (body.shippingMethod !== shippingMethod) {
      throw refused(
        400,
        `shippingMethod: this basket ships by ${shippingMethod}`,
        "checkout.shippingMethod",
      );
    }
    const { options } = this.sources.shops.configResponse(shop, context.language);
    const offered = paymentMethodsFor({
      country: context.country,
      currency: context.currency,
      paypalInstallments: options.paypalInstallments,
    });
    if (!offered.some((offer) => offer.code === body.paymentMethod)) {
      throw refused(
        400,
        `paymentMethod: ${body.paymentMethod} is not offered in this shop`,
        "checkout.paymentMethod",
      );
    }
    if (basket.coupon?.issue) {
      const { key, error } = couponRefusal(basket.coupon.issue, basket.coupon.minimumOrderValue);
      throw refused(409, error, key);
    }
    checkGiftCardShare(basket, body);
    if (body.expectedTotal !== undefined && body.expectedTotal !== basket.cost.total) {
      throw refused(
        409,
        "The basket's prices have changed; please review the order again",
        "checkout.pricesChanged",
      );
    }
  }

  /**
   * The gift card must pay its amount now (code, PIN, date, currency, balance), before anything
   * is reserved or authorised; the debit in the order's transaction checks again, row locked.
   */
  private async checkGiftCard(context: ShopContext, body: PlaceOrderBody) {
    if (!body.giftCard) return;
    const { code, pin, amount } = body.giftCard;
    const card = await this.sources.giftCards.balance(code, pin, context.currency, new Date());
    if (typeof card === "string") throw giftCardRefusal(card);
    if (card.balance < amount) throw giftCardRefusal("insufficient");
  }

  /**
   * Authorises what the payment method pays (the total less the gift card's amount) within the
   * timeout; a decline or a timeout is a refusal. A gift card paying everything (G) needs no
   * provider.
   */
  private async authorise(
    orderNumber: string,
    reference: string,
    basket: Basket,
    body: PlaceOrderBody,
  ): Promise<PaymentAuthorisation> {
    if (body.paymentMethod === "G") return { outcome: "authorised" };
    const { payments, paymentTimeoutMs } = this.sources;
    const signal = AbortSignal.timeout(paymentTimeoutMs);
    let authorisation: PaymentAuthorisation;
    try {
      authorisation = await payments.authorise(
        {
          reference,
          orderNumber,
          method: body.paymentMethod,
          amount: paymentAmount({ cost: basket.cost, giftCard: body.giftCard ?? null }),
          currency: basket.cost.currencyCode,
          email: body.email,
        },
        signal,
      );
    } catch (error) {
      if (!signal.aborted) throw error;
      throw refused(
        504,
        "The payment provider did not answer in time; please try again",
        "checkout.paymentTimeout",
      );
    }
    if (authorisation.outcome === "declined") {
      throw refused(
        402,
        "The payment was declined; please choose another payment method",
        "checkout.paymentDeclined",
      );
    }
    return authorisation;
  }

  private async undo(context: ShopContext, stock: readonly StockLine[], paymentReference: string) {
    await this.sources.catalogue.releaseStock(context, stock);
    await this.sources.payments.void(paymentReference);
  }
}

/**
 * A gift card pays part of the total (more than 0, less than the total; the payment method the
 * rest) or all of it, and then the payment method is G; G alone needs a card.
 */
function checkGiftCardShare(basket: Basket, body: PlaceOrderBody) {
  const amount = body.giftCard?.amount;
  if (amount === undefined) {
    if (body.paymentMethod !== "G") return;
    throw refused(400, "giftCard: payment method G needs a gift card", "checkout.giftCardMissing");
  }
  if (amount > basket.cost.total) {
    throw refused(400, "giftCard.amount: more than the order's total", "checkout.giftCardAmount");
  }
  if ((amount === basket.cost.total) !== (body.paymentMethod === "G")) {
    throw refused(
      400,
      "paymentMethod: G when the gift card pays the whole total, another method otherwise",
      "checkout.giftCardAmount",
    );
  }
}

const giftCardRefusals = {
  invalid: [422, "The gift card number or PIN is wrong"],
  expired: [422, "This gift card has expired"],
  currency: [422, "This gift card is for another currency"],
  insufficient: [409, "The gift card's balance does not cover this amount"],
} as const;

function giftCardRefusal(issue: GiftCardDebitRefused["issue"]): CheckoutRefusal {
  const [status, message] = giftCardRefusals[issue];
  return refused(
    status,
    message,
    issue === "insufficient" ? "giftCard.insufficientBalance" : `giftCard.${issue}`,
  );
}

/** A refusal from the order's transaction (the coupon used up, the card short meanwhile). */
function placementRefusal(error: unknown): unknown {
  if (error instanceof GiftCardDebitRefused) return giftCardRefusal(error.issue);
  if (error instanceof CouponRedemptionRefused) {
    const { key, error: message } = couponRefusal("exhausted", 0);
    return refused(409, message, key);
  }
  return error;
}

/** What an order takes off the catalogue's stock: each line's variant and quantity. */
export function stockOf(order: Pick<OrderResponse, "lines">): StockLine[] {
  return order.lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity }));
}

/** Core spec point 3: an account's user id is 64 characters long; an anonymous id is shorter. */
const accountIdLength = 64;

/** An order as its owner reads it: without the payment's reference and the shop's id. */
export function orderResponse(order: StoredOrder): OrderResponse {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    customer: { id: order.userId, isGuestCustomer: order.userId.length !== accountIdLength },
    placedAt: order.placedAt,
    email: order.email,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    shippingMethod: order.shippingMethod,
    lines: order.lines,
    cost: order.cost,
    coupon: order.coupon,
    giftCard: order.giftCard,
    payment: order.payment,
  };
}
