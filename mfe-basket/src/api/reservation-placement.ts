import type { CatalogueLines, OrderLine, ShopContext } from "@shop/shared";
import type { Logger, Mailer, PlatformShop, ShopDirectory } from "@shop/shared/platform";
import type {
  ReservationBody,
  ReservationResponse,
} from "../click-and-reserve/reservation-contract.ts";
import { isRetailLine } from "../click-and-reserve/reservation-contract.ts";
import type { StoredAnswer } from "../store/idempotency-store.ts";
import { newOrderNumber } from "../store/order-store.ts";
import type { ReservationStore, StoredReservation } from "../store/reservation-store.ts";
import { storeView } from "./store-api.ts";
import type { RetailStore } from "../stores/retail-stores.ts";
import { shopStore } from "../stores/stores-near.ts";
import type { CartReads } from "./cart-reads.ts";
import { CheckoutRefusal, stockOf, toOrderLine } from "./order-placement.ts";
import { reservationEmail } from "../mail/reservation-email.ts";

export interface ReservationSources {
  readonly shops: ShopDirectory;
  readonly reads: CartReads;
  readonly catalogue: CatalogueLines;
  readonly reservations: ReservationStore;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** Who reserves: the basket (and its user id) the session owns, and the call's key. */
export interface ReservationOwner {
  readonly basketKey: string;
  readonly userId: string;
  readonly idempotencyKey: string;
}

/** How long a store keeps reserved items (decision 0046): three days. */
export const reservationHoldMs = 3 * 24 * 60 * 60 * 1000;

/** A line that cannot be reserved in a store names its product in the message. */
const onlineOnly = (name: string) =>
  new CheckoutRefusal(409, `${name} is available online only`, "reserve.onlineOnly");

/**
 * Click and reserve (decision 0046): reserves a basket's lines, or one variant from the product
 * page, in one of the shop's stores. The lines are priced and checked again on the server (each
 * retail-suitable, catalogue spec point 4); their stock is taken off the catalogue at once, as
 * for an order (all lines or none); the reservation is stored and, for a basket, its lines
 * removed in one transaction; then the confirmation goes out.
 */
export class ReservationPlacement {
  private readonly sources: ReservationSources;

  constructor(sources: ReservationSources) {
    this.sources = sources;
  }

  /** Makes the reservation; its answer is the 201, as stored for the idempotency key. */
  async reserve(
    shop: PlatformShop,
    context: ShopContext,
    owner: ReservationOwner,
    body: ReservationBody,
  ): Promise<StoredAnswer> {
    const { catalogue, reservations } = this.sources;
    const store = shopStore(context, body.storeId);
    if (!store) {
      throw new CheckoutRefusal(400, "storeId: no such store in this shop", "reserve.noStore");
    }
    const { lines, basketItemKeys } = await this.linesOf(shop, context, owner, body);
    const stock = stockOf({ lines });
    const taken = await catalogue.reserveStock(context, stock);
    if (!taken.reserved) {
      throw new CheckoutRefusal(
        409,
        "An item is no longer in stock in this quantity",
        "basket.notEnoughStock",
      );
    }
    const reservation: StoredReservation = {
      reservationNumber: newOrderNumber(),
      shopId: context.shopId,
      language: context.language,
      userId: owner.userId,
      basketKey: owner.basketKey,
      idempotencyKey: owner.idempotencyKey,
      storeId: store.id,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      lines,
      basketItemKeys,
      status: "reserved",
      reservedUntil: new Date(Date.now() + reservationHoldMs).toISOString(),
    };
    let placed: "placed" | "exists";
    try {
      placed = await reservations.place(reservation);
    } catch (error) {
      await catalogue.releaseStock(context, stock);
      throw error;
    }
    if (placed === "exists") {
      // A repeat whose first call's claim was taken over: the first reservation stands.
      await catalogue.releaseStock(context, stock);
      const first = await reservations.byIdempotencyKey(owner.basketKey, owner.idempotencyKey);
      if (!first) throw new Error(`The reservation of key ${owner.idempotencyKey} vanished`);
      return { status: 201, body: this.response(first, store, context) };
    }
    const response = this.response(reservation, store, context);
    await this.confirm(shop, context, response, body);
    return { status: 201, body: response };
  }

  /** The lines to reserve, checked: the one variant asked for, or every line of the basket. */
  private async linesOf(
    shop: PlatformShop,
    context: ShopContext,
    owner: ReservationOwner,
    body: ReservationBody,
  ): Promise<{ lines: OrderLine[]; basketItemKeys: string[] }> {
    if (body.variantId !== undefined) {
      const quantity = body.quantity ?? 1;
      const [line] = await this.sources.catalogue.lines(context, [body.variantId]);
      if (!line) {
        throw new CheckoutRefusal(400, "variantId: no such variant in this shop", "reserve.noItem");
      }
      if (!line.buyable || line.withTax === null) throw onlineOnly(line.product.name);
      if (!isRetailLine(line.product)) throw onlineOnly(line.product.name);
      const orderLine: OrderLine = {
        variantId: line.variant.id,
        variantReferenceKey: line.variant.referenceKey,
        productId: line.product.id,
        productReferenceKey: line.product.referenceKey,
        name: line.product.name,
        variantLabel: line.variant.label,
        quantity,
        unitPrice: line.withTax,
        total: line.withTax * quantity,
      };
      return { lines: [orderLine], basketItemKeys: [] };
    }
    const basket = await this.sources.reads.basket(shop, context, owner.basketKey);
    if (basket.items.length === 0) {
      throw new CheckoutRefusal(409, "The basket is empty", "checkout.emptyBasket");
    }
    const online = basket.items.find((item) => !isRetailLine(item.product));
    if (online) throw onlineOnly(online.product.name);
    return {
      lines: basket.items.map(toOrderLine),
      basketItemKeys: basket.items.map((item) => item.key),
    };
  }

  private response(
    reservation: StoredReservation,
    store: RetailStore,
    context: ShopContext,
  ): ReservationResponse {
    return {
      reservationNumber: reservation.reservationNumber,
      status: reservation.status,
      store: storeView(store, context.language),
      reservedUntil: reservation.reservedUntil,
      email: reservation.email,
      lines: reservation.lines,
      total: reservation.lines.reduce((sum, line) => sum + line.total, 0),
      currencyCode: context.currency,
    };
  }

  /** Sends the confirmation; a mail that cannot be sent is logged, the reservation stands. */
  private async confirm(
    shop: PlatformShop,
    context: ShopContext,
    reservation: ReservationResponse,
    contact: ReservationBody,
  ): Promise<void> {
    const { mailer, logger, shops } = this.sources;
    const { options } = shops.configResponse(shop, context.language);
    const mail = reservationEmail(reservation, contact, {
      language: context.language,
      locale: context.locale,
      brandName: shop.brandName,
      timezone: options.timezone,
    });
    try {
      await mailer.send({ to: reservation.email, locale: context.locale, ...mail });
    } catch (error) {
      logger.error("reservation.confirmation_failed", {
        reservationNumber: reservation.reservationNumber,
        error: String(error),
      });
    }
  }
}
